import { clsx } from "clsx";
import { withCompanyName } from "../../../domain/company-page-view.ts";

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * A company page's rich text as staff published it: HTML the server sanitised with the listing descriptions'
 * allow-list when it was saved and again when it was read (server/services/company-pages.service.ts), the
 * company's name (escaped) in place of `{{name}}`.
 */
export function RichHtml({ html, companyName, className }: { html: string; companyName: string; className?: string }) {
  const name = companyName.replace(/[&<>"']/g, (character) => entities[character] ?? character);
  return (
    <div
      className={clsx("rich-text", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on the way in and out
      dangerouslySetInnerHTML={{ __html: withCompanyName(html, name) }}
    />
  );
}
