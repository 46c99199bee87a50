import { type MouseEvent, type ReactNode, use, useEffect, useRef, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { heldPressAttribute, typedInBeforeCode } from "./early-taps.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * Parts of a page that never change once the server has drawn them keep the server's HTML when the page
 * hydrates, and their code is not part of the page's first load (docs/decisions/020-first-load.md, "Server
 * islands"). React adopts an element whose `dangerouslySetInnerHTML` it is given without looking inside it, so the
 * island's wrapper hydrates and what the server drew in it stays as it is, with no code behind it. The code comes
 * when the island has to be drawn in the browser: on a page reached by a link (the route's loader preloads it),
 * when a button inside it is pressed (the press is played again on the drawn island), when the page says so after
 * hydration (the visitor's time zone differs from the one the server drew dates in), near the screen, or when a
 * field or text area inside takes the focus or was typed into before hydration (the part keeps what was typed:
 * app/components/detail/finance-section.tsx). Pointing at the island, touching it or tabbing into it starts the
 * download, so a press seldom waits; one that does shows the pressed button as busy (`heldPressAttribute`, styled
 * in app.css). A press held before hydration starts the download when the page's modules are evaluated
 * (`data-island` marks the wrapper; app/lib/held-press-code.ts).
 */

/** On a pressed button of the server's HTML while its island's code arrives (shared with early-taps.ts). */
export { heldPressAttribute };

/** A lazily loaded module of islands: loaded once, then known synchronously. */
export interface IslandModule<M> {
  preload(): Promise<M>;
  loaded(): M | undefined;
}

export function islandModule<M>(load: () => Promise<M>): IslandModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    preload: () =>
      (pending ??= load().then(
        (loadedModule) => {
          module = loadedModule;
          return loadedModule;
        },
        (error: unknown) => {
          // A failed download may succeed on the next try.
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

/**
 * Whether the visitor is composing a word: a phone's keyboard holds the word being typed (its suggestions) until it
 * commits it, and a field drawn anew in the middle of that got the word twice ("عليكعليكم"). A composition begun
 * before this module ran shows in its next keystroke's `input` event.
 */
let composing = false;
if (typeof window !== "undefined") {
  addEventListener("compositionstart", () => (composing = true), true);
  addEventListener("compositionend", () => (composing = false), true);
  addEventListener("input", (event) => (composing = (event as InputEvent).isComposing), true);
}

/** Runs `draw` now, or once the word being composed is committed. */
function afterComposition(draw: () => void) {
  if (composing) addEventListener("compositionend", draw, { once: true });
  else draw();
}

function hasModifier(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** A link inside the server's HTML works like the router's `<Link>`: a navigation in the page, not a new page. */
function followInPage(event: MouseEvent, link: HTMLAnchorElement, navigate: NavigateFunction) {
  const url = new URL(link.href, window.location.href);
  if (event.defaultPrevented || hasModifier(event) || link.target || link.hasAttribute("download")) return;
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}

/** Where an element sits below the island's wrapper, as child indexes: the drawn island has the same shape. */
function pathTo(wrapper: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== wrapper && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(wrapper: Element, path: number[]): HTMLElement | null {
  let node: Element | undefined = wrapper;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

interface ServerIslandProps<M> {
  module: IslandModule<M>;
  /**
   * Draws the island with its module: on the server, and in the browser. `replacesServerHtml` says the browser
   * draws it in place of the server's HTML, from the same data (a description need not be sanitised again).
   */
  render: (module: M, replacesServerHtml: boolean) => ReactNode;
  /**
   * Asked once after hydration, with the island's first element: whether the server's HTML would be wrong for
   * this visitor (another time zone, or a guess about the screen that turns out wrong).
   */
  drawInBrowserWhen?: (first: Element | null) => boolean;
  /** Drawn in the browser once it comes within this margin of the screen (a part that starts work there). */
  drawInBrowserNear?: string;
  /** Only plain links inside, which work with no code: pointing at it or tabbing into it fetches nothing. */
  linksOnly?: boolean;
}

/**
 * Its wrapper is `display: contents`, so the island's parts lay out as the parent's children. Give it a `key` that
 * changes with what it shows: an island keeps the server's HTML only if it was mounted by the hydration.
 */
export function ServerIsland<M>({
  module,
  render,
  drawInBrowserWhen,
  drawInBrowserNear,
  linksOnly,
}: ServerIslandProps<M>) {
  const hydrating = !useHydrated();
  // The server draws the island itself (it asks for the same "server value").
  const [hydrated] = useState(hydrating && typeof document !== "undefined");
  const [fromServer, setFromServer] = useState(hydrated);
  const wrapper = useRef<HTMLDivElement>(null);
  const pressed = useRef<{ path: number[]; button: Element; hadFocus: boolean } | null>(null);
  // Intent fetches the code once; after a failure only a press asks again (a pointer crosses many children).
  const intended = useRef(false);
  const navigate = useNavigate();

  const drawInBrowser = () => {
    module.preload().then(
      () => afterComposition(() => setFromServer(false)),
      (error: unknown) => {
        console.warn("Loading a part of the page failed", error);
        // The server's button works again: the next press asks for the code again (a browser may answer from
        // the failed import it remembers until the page is reloaded).
        for (const name of [heldPressAttribute, "aria-busy"]) pressed.current?.button.removeAttribute(name);
        pressed.current = null;
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the server's HTML is hydrated
  useEffect(() => {
    if (!fromServer) return;
    // The wrapper has no box of its own: its first element is the island's.
    const first = wrapper.current?.firstElementChild ?? null;
    if (drawInBrowserWhen?.(first)) return drawInBrowser();
    // Typed into before the page's code ran (a field focused or changed): no focus event comes now, and what was
    // typed is the visitor's: the drawn part takes it over (and a form keeps its draft, so a reload loses nothing).
    if (wrapper.current && typedInBeforeCode(wrapper.current)) return drawInBrowser();
    if (drawInBrowserNear === undefined || !first) return;
    if (typeof IntersectionObserver === "undefined") return drawInBrowser();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        drawInBrowser();
      },
      { rootMargin: drawInBrowserNear },
    );
    observer.observe(first);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (fromServer || !pressed.current || !wrapper.current) return;
    const drawn = elementAt(wrapper.current, pressed.current.path);
    // The drawn button takes the place of the pressed one: a keyboard keeps its place on it.
    if (pressed.current.hadFocus) drawn?.focus();
    drawn?.click();
    pressed.current = null;
  }, [fromServer]);

  if (fromServer) {
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      const target = event.target as Element;
      const link = target.closest("a[href]");
      if (link instanceof HTMLAnchorElement) return followInPage(event, link, navigate);
      const button = target.closest("button");
      // A button with a native command (a dialog's close) works with no code.
      if (!button || pressed.current || button.command) return;
      event.preventDefault();
      pressed.current = {
        path: pathTo(event.currentTarget, button),
        button,
        hadFocus: document.activeElement === button,
      };
      button.setAttribute(heldPressAttribute, "");
      button.setAttribute("aria-busy", "true");
      drawInBrowser();
    };
    const onIntent = () => {
      if (intended.current || linksOnly) return;
      intended.current = true;
      module.preload().catch(() => undefined);
    };
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions lint/a11y/noNoninteractiveElementInteractions: it hears the clicks of the buttons and links inside, keys included
      <div
        ref={wrapper}
        className="contents"
        data-island=""
        onClick={onClick}
        onPointerOver={onIntent}
        onPointerDown={onIntent}
        onFocus={(event) => (event.target.matches("input, textarea") ? drawInBrowser() : onIntent())}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: hydration keeps the server's HTML inside
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div ref={wrapper} className="contents" data-island="">
      {render(module.loaded() ?? use(module.preload()), hydrated)}
    </div>
  );
}
