import type { DOMPurify } from "dompurify";
import { useEffect, useId, useRef, useState } from "react";
import { sanitizeRichText } from "../../../domain/rich-text.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

// Descriptions longer than this are very likely more than two lines; decided on the server
// so the button is there from the first paint, then corrected by measuring.
const likelyLongCharacters = 140;

let browserPurify: Promise<DOMPurify> | undefined;
const loadPurify = () => (browserPurify ??= import("dompurify").then(({ default: create }) => create(window)));

/**
 * The server sanitises the description, and the browser sanitises again what it renders itself (after a
 * client-side navigation). The server's HTML that the page hydrates is left as it is: React keeps the
 * DOM it finds there in any case, so DOMPurify (~9 KB) is fetched only when a description is rendered
 * in the browser (docs/decisions/020-first-load.md). So is the same description drawn again in place of the
 * server's HTML.
 */
function useSanitized(html: string, drawnByServer: boolean): string {
  const hydrating = !useHydrated();
  const [fromServer] = useState(() => (hydrating || drawnByServer ? html : null));
  const [safe, setSafe] = useState<{ html: string; safe: string } | null>(null);
  useEffect(() => {
    if (html === fromServer) return;
    let current = true;
    void loadPurify().then((purify) => {
      if (current) setSafe({ html, safe: purify.isSupported ? sanitizeRichText(purify, html) : "" });
    });
    return () => {
      current = false;
    };
  }, [html, fromServer]);
  if (html === fromServer) return html;
  return safe?.html === html ? safe.safe : "";
}

/**
 * A listing's rich-text description, collapsed to 2 lines with read more / read less (spec §2). `drawnByServer`:
 * the browser draws it in place of the server's HTML of the same description (app/lib/server-island.tsx).
 */
export function RichDescription({ html, drawnByServer = false }: { html: string; drawnByServer?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const safe = useSanitized(html, drawnByServer);
  const body = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(() => html.replace(/<[^>]*>/g, "").length > likelyLongCharacters);

  useEffect(() => {
    const element = body.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);

  if (!safe.trim()) return null;
  return (
    <div>
      <div
        id={id}
        ref={body}
        // Two lines cut by height, not line-clamp: its ellipsis follows whatever ends the second line, a full stop
        // included ("suite.…"); the last line fades out instead, and the button says there is more.
        className={`rich-text text-ink-700 leading-8 ${expanded ? "" : `max-h-16 overflow-hidden ${overflows ? "[mask-image:linear-gradient(#000_70%,transparent)]" : ""}`}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and again just above
        dangerouslySetInnerHTML={{ __html: safe }}
        suppressHydrationWarning
      />
      {overflows || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {expanded ? t("detail.description.less") : t("detail.description.more")}
        </button>
      ) : null}
    </div>
  );
}
