import { renderToStringAsync } from "preact-render-to-string";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { hoistHead } from "./lib/hoist-head.ts";
import { requestInfoContext } from "./lib/load-context.ts";
import { NonceContext } from "./lib/nonce.ts";

export const streamTimeout = 5_000;

/** React Router's entry, plus the CSP nonce on every script the page carries. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfoContext);
  // The whole page, then one response: Preact's streaming renderer misplaces React Router's data scripts
  // (docs/decisions/026-preact.md), and no loader of ours defers data.
  const html = await withinTime(
    renderToStringAsync(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
    ),
    streamTimeout + 1000,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", "no-cache");
  return new Response(`<!DOCTYPE html>${hoistHead(html)}`, { headers: responseHeaders, status: responseStatusCode });
}

/** A render that waits on something that never settles fails instead of holding the request open. */
function withinTime<T>(work: T | Promise<T>, milliseconds: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The page took more than ${milliseconds} ms to render`)), milliseconds);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
