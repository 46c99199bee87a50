import type { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { cacheControl, isAlertPagePath } from "../domain/cache-control.ts";
import { type FragmentRenderer, FragmentRendererProvider } from "./lib/kept-on-server.tsx";
import { requestInfoContext } from "./lib/load-context.ts";
import { NonceContext } from "./lib/nonce.ts";
import { holdScriptsUntilFirstPaint } from "./lib/scripts-after-first-paint.ts";

export const streamTimeout = 5_000;

/** The parts kept as HTML (app/lib/kept-on-server.tsx), by the version object they were drawn from, then by key. */
const keptParts = new WeakMap<object, Map<string, string>>();

const renderKeptPart: FragmentRenderer = (key, version, render) => {
  let byKey = keptParts.get(version);
  if (!byKey) {
    byKey = new Map();
    keptParts.set(version, byKey);
  }
  let html = byKey.get(key);
  if (html === undefined) {
    html = renderToString(render());
    byKey.set(key, html);
  }
  return html;
};

/**
 * React Router's Node entry, plus the CSP nonce on every script the page carries, and the page's scripts held
 * until its first paint (app/lib/scripts-after-first-paint.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const requestInfo = loadContext.get(requestInfoContext);
  const { nonce } = requestInfo;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <FragmentRendererProvider value={renderKeptPart}>
        <NonceContext value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext>
      </FragmentRendererProvider>,
      {
        nonce,
        // However large, a boundary's HTML stays in its place (React would move those past 12.8 KB behind the
        // page and swap them in with an inline script).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole page, then one response, for browsers and crawlers alike: no loader defers data, and the
        // Suspense boundaries that hydrate apart (app/lib/hydration-boundary.tsx) then arrive in place rather
        // than after the page with a script that moves them in.
        onAllReady() {
          shellRendered = true;
          // Collected as written, into the one object React writes to: a Node Writable cost each chunk its stream
          // machinery (and a PassThrough's readable half an event and a buffer more) for bytes nobody reads back
          // until the page is whole. React writes strings past a third of its 4 KB view as they are.
          const chunks: Uint8Array[] = [];
          const destination = {
            write(chunk: Uint8Array | string) {
              chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
              return true;
            },
            end() {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // Bytes from the render to the response: a page read as text is a string of twice its size in the old
              // generation's large objects, and had to be encoded again (docs/decisions/034-lean-server.md).
              const page = holdScriptsUntilFirstPaint(Buffer.concat(chunks), nonce);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const path = new URL(request.url).pathname;
              responseHeaders.set("Cache-Control", isAlertPagePath(path) ? cacheControl.noStore : cacheControl.page);
              // The host keeps a page from these bytes (server/plugins/pages/render.ts); the body is read only for a
              // page that is not kept (the Response would copy a byte array it is given).
              requestInfo.renderedPage = page;
              const body = new ReadableStream<Uint8Array>(
                {
                  pull(controller) {
                    controller.enqueue(page);
                    controller.close();
                  },
                },
                // Nothing is pulled before a read asks (the default would fill the queue at once).
                { highWaterMark: 0 },
              );
              resolve(new Response(body, { headers: responseHeaders, status }));
            },
            destroy(error: unknown) {
              reject(error);
            },
            // React listens for "drain", "error" and "close": this destination never fills, fails or closes.
            on() {
              return destination;
            },
          };
          pipe(destination as unknown as Writable);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
