import { islandModule } from "../../lib/server-island.tsx";

/** The detail page's blocks drawn by the server (./server-drawn-blocks.tsx), loaded when the browser draws them. */
export const serverDrawnBlocks = islandModule(() => import("./server-drawn-blocks.tsx"));
