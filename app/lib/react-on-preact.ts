// Our React code runs on Preact's compatibility layer (docs/decisions/026-preact.md): `react` and
// `react-dom` resolve to preact/compat, through this module for `react` (vite.config.ts).
import { options } from "preact";

// @ts-expect-error preact/compat's types say `export =`; its module exports every name.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * preact/compat has every API React Router 8 and our code use but `useOptimistic`, which React
 * Router calls only when its `useTransitions` option is on (it is not): outside a transition React's
 * optimistic state is the state passed in, and that is what this returns.
 */
export function useOptimistic<State>(passthrough: State): [State, (action: unknown) => void] {
  return [passthrough, () => {}];
}

// React reads `suppressHydrationWarning` and never writes it; Preact would print it as an attribute.
const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (props && typeof vnode.type === "string" && "suppressHydrationWarning" in props) {
    delete props.suppressHydrationWarning;
  }
  previousVNodeHook?.(vnode);
};
