/**
 * The page's scripts start loading once the browser has painted it, not while it is still fetching the style
 * sheet and fonts (docs/decisions/020-first-load.md, "Scripts after the first paint").
 *
 * React Router's `<Scripts>` puts a `<link rel="modulepreload">` in the head for every module of the page and an
 * inline `<script type="module">` that imports them and starts React. On a phone the ~130 KB of modules then
 * share the first second of bandwidth with the style sheet and the two fonts the first paint needs. This rewrite
 * of the rendered page takes the preloads out and gives the inline module script a type the browser does not
 * run; a small classic script right after it puts both back once the first frame is painted. The module
 * script that runs has the same text (so the page's CSP hash or nonce still allows it) and takes the place of
 * the held one, so React hydrates exactly the markup the server rendered.
 */

/** The `type` of the held module script: any type that is not JavaScript keeps a script from running. */
export const heldModuleType = "text/x-module-after-paint";

/**
 * Once the browser reports the first contentful paint (it is reported when the frame is on screen), at once in a
 * tab that is hidden and paints nothing, and after four seconds at the latest. Where paint timing is missing, a
 * timer set in a frame callback runs after that frame is painted. ES5, as it runs before anything else.
 */
const releaseScript = `(function(){var d=document,h=d.currentScript.previousElementSibling,go=function(){if(!h)return;var m=JSON.parse(h.getAttribute("data-modules"));for(var i=0;i<m.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=m[i];d.head.appendChild(l)}var s=d.createElement("script");s.type="module";s.nonce=h.nonce;s.textContent=h.textContent;h.replaceWith(s);h=null};if(d.visibilityState!=="visible")return go();d.addEventListener("visibilitychange",go,{once:true});setTimeout(go,4000);var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)})})()`;

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const moduleScriptEnd = ' type="module" async="">';

/**
 * The page (its bytes, UTF-8) with its module scripts held until after the first paint. A page without React Router's
 * module script (an error page rendered without scripts) is returned unchanged. React puts the preloads in the head
 * and the module script in the body: each is looked for only there, and only the head is read as text (the page is
 * kept as bytes from the render to the response: docs/decisions/034-lean-server.md).
 */
export function holdScriptsUntilFirstPaint(page: Buffer, nonce?: string): Buffer {
  const headEnd = Math.max(page.indexOf("</head>"), 0);
  const attributesEnd = page.indexOf(moduleScriptEnd, headEnd);
  const start = attributesEnd === -1 ? -1 : page.lastIndexOf("<script", attributesEnd);
  if (start === -1 || page.subarray(start, attributesEnd).includes(">")) return page;
  const end = page.indexOf("</script>", attributesEnd) + "</script>".length;
  const head = page.toString("utf8", 0, headEnd);
  const modules = [...head.matchAll(modulePreload)].map((match) => match[1] as string);
  const attributes = page.toString("utf8", start + "<script".length, attributesEnd);
  const heldStart = `<script${attributes} type="${heldModuleType}" data-modules="${escapeAttribute(JSON.stringify(modules))}">`;
  const release = `<script${nonce ? ` nonce="${nonce}"` : ""}>${releaseScript}</script>`;
  return Buffer.concat([
    Buffer.from(head.replace(modulePreload, "")),
    page.subarray(headEnd, start),
    Buffer.from(heldStart),
    page.subarray(attributesEnd + moduleScriptEnd.length, end),
    Buffer.from(release),
    page.subarray(end),
  ]);
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}
