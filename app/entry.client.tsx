import { Fragment, options, type VNode } from "preact";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { hydrateInTurns, nextTask } from "./lib/hydration-turns.tsx";

// The browser runs our React code on Preact (docs/decisions/026-preact.md).

// Preact renders into <html>, not into the document: the root layout's <html> becomes a fragment here, so
// that its <head> and <body> meet the server's. The layout keeps <html>'s lang and dir up to date itself.
const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === "html") (vnode as { type: unknown }).type = Fragment;
  previousVNodeHook?.(vnode);
};

/**
 * React Router's HydratedRouter suspends while it decodes the data the server streamed into the page. React
 * lets a root suspend; Preact would resume it with a fresh render that duplicates <body>. So the router is
 * asked once outside rendering, which starts the decoding and throws its promise, and the page is hydrated
 * when that promise settles, in one pass.
 */
async function routerDataDecoded(): Promise<void> {
  try {
    (HydratedRouter as unknown as (props: object) => unknown)({});
  } catch (pending) {
    // Anything else (a decoding error) is thrown again by the router while hydrating, where it is handled.
    if (pending instanceof Promise) await pending;
  }
}
// Loading the modules, decoding the router's data and the first pass of hydration each take a task of their own.
await nextTask();
await routerDataDecoded();
await nextTask();
hydrateInTurns(() => hydrateRoot(document, <HydratedRouter />));
