import createDOMPurify from "dompurify";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { sanitizeRichText } from "../../../domain/rich-text.ts";

// Descriptions longer than this are very likely more than two lines; decided on the server
// so the button is there from the first paint, then corrected by measuring.
const likelyLongCharacters = 140;

/** In the browser, the server's already-sanitised HTML is sanitised again before it is rendered. */
let browserPurify: ReturnType<typeof createDOMPurify> | undefined;

function useSanitized(html: string): string {
  return useMemo(() => {
    if (typeof window === "undefined") return html;
    browserPurify ??= createDOMPurify(window);
    return browserPurify.isSupported ? sanitizeRichText(browserPurify, html) : "";
  }, [html]);
}

/** A listing's rich-text description, collapsed to 2 lines with read more / read less (spec §2). */
export function RichDescription({ html }: { html: string }) {
  const { t } = useTranslation();
  const id = useId();
  const safe = useSanitized(html);
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
        className={`rich-text text-ink-700 leading-8 ${expanded ? "" : "line-clamp-2"}`}
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
