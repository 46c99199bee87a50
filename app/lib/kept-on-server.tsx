import { type Context, createContext, createElement, type ReactNode, Suspense, use, useContext } from "react";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from "react-router";
import { TextsContext } from "../i18n/i18n.tsx";

/**
 * A part of the page that is the same on many pages (the footer, the header's menus, the related listings), drawn
 * once on the server and its HTML kept (docs/decisions/034-lean-server.md, sixth and seventh rounds): a page that
 * misses every cache still draws it from the kept HTML, and the browser hydrates it as any other part, since the
 * HTML is what React would have drawn in place.
 *
 * What it shows must follow only from its key and its `version` (an object the data cache keeps, such as the
 * company's settings: when the cache has a new one, the part is drawn again): whatever it shows of the address or
 * the time goes into its key (the menus' marked items, the cards' countdowns). It must not depend on the visitor or
 * the request otherwise, and must not use `useId` (its ids would not be the ones the browser works out).
 */
export type FragmentRenderer = (key: string, version: object, render: () => ReactNode) => string;

const RendererContext = /* @__PURE__ */ createContext<FragmentRenderer | null>(null);

/** Given by the server's entry only: in the browser, and in tests without it, every part is drawn in place. */
export const FragmentRendererProvider = RendererContext;

/** The version of the kept empty elements, which never change. */
const elementsAlone = {};

type KeptElement = "footer" | "div" | "section" | "nav";

/** The outermost element's attributes: what a kept part's outermost element may carry. */
interface KeptAttributes {
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
}

interface KeptOnServerProps {
  element: KeptElement;
  attributes: KeptAttributes;
  /** The element is the only child of a Suspense boundary (app/lib/hydration-boundary.tsx), drawn by the page. */
  inSuspense?: boolean;
  /** The part's other contexts, which it reads from the page (the riyal's symbol for prices). */
  contexts?: readonly Context<unknown>[];
  /** Says what the part shows besides `version` (its language, the year). */
  keptAs: string;
  version: object;
  children: ReactNode;
}

/**
 * For the server's render only (a caller in the browser draws the part itself, with none of this code: see
 * SiteShell). `children` is the part, whose outermost element is `element` with `attributes` and nothing else
 * (inside a Suspense boundary when `inSuspense`): the kept HTML goes inside that element, and a part drawn
 * otherwise is drawn in place instead.
 */
export function KeptOnServer({
  element,
  attributes,
  inSuspense = false,
  contexts = [],
  keptAs,
  version,
  children,
}: KeptOnServerProps) {
  const renderer = useContext(RendererContext);
  // What the part's own render may read from the page: the router's state (links, the root's data), the texts,
  // and the contexts the caller names (kept-on-server.test.tsx lists the public pages' contexts).
  const providers: ((inner: ReactNode) => ReactNode)[] = [
    useProvider(UNSAFE_DataRouterContext),
    useProvider(UNSAFE_DataRouterDataContext),
    useProvider(UNSAFE_DataRouterNavigationContext),
    useProvider(UNSAFE_DataRouterStateContext),
    useProvider(UNSAFE_FetchersContext),
    useProvider(UNSAFE_FrameworkContext),
    useProvider(UNSAFE_LocationContext),
    useProvider(UNSAFE_NavigationContext),
    useProvider(UNSAFE_RouteContext),
    useProvider(UNSAFE_ViewTransitionContext),
    useProvider(TextsContext),
  ];
  // `use` may read contexts in a loop (React 19).
  for (const context of contexts) providers.push(providerOf(context, use(context)));
  if (!renderer) return children;
  const wrap = (inner: ReactNode) => (inSuspense ? createElement(Suspense, null, inner) : inner);
  const shell = renderer(`${element} ${JSON.stringify(attributes)} ${inSuspense}`, elementsAlone, () =>
    wrap(createElement(element, attributes)),
  );
  const drawn = renderer(keptAs, version, () =>
    providers.reduceRight<ReactNode>((inner, provide) => provide(inner), children),
  );
  // `shell` is the element alone as React writes it (`<footer class="…"></footer>`, in a boundary's marks when
  // `inSuspense`): the part must start and end so.
  const closeAt = shell.lastIndexOf(`</${element}>`);
  const opening = shell.slice(0, closeAt);
  const closing = shell.slice(closeAt);
  if (closeAt < 0 || !drawn.startsWith(opening) || !drawn.endsWith(closing)) return children;
  const inner = drawn.slice(opening.length, drawn.length - closing.length);
  return wrap(createElement(element, { ...attributes, dangerouslySetInnerHTML: { __html: inner } }));
}

/** The context's value here, given again around what is drawn apart. */
function useProvider<T>(context: Context<T>): (inner: ReactNode) => ReactNode {
  return providerOf(context, useContext(context));
}

function providerOf<T>(context: Context<T>, value: T): (inner: ReactNode) => ReactNode {
  return (inner) => createElement(context.Provider, { value }, inner);
}
