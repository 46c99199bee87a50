import { preloadForHeldPresses } from "../../lib/held-press-code.ts";
import { islandModule } from "../../lib/server-island.tsx";

/** The detail page's blocks drawn by the server (./server-drawn-blocks.tsx), loaded when the browser draws them. */
export const serverDrawnBlocks = islandModule(() => import("./server-drawn-blocks.tsx"));

// A press inside an island held before hydration fetches the islands' code now, not after hydration.
preloadForHeldPresses("[data-island]", () => void serverDrawnBlocks.preload().catch(() => undefined));
