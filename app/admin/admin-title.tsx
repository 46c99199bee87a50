import { DocumentHead, type HeadTag } from "../components/document-head.tsx";
import { useAdminT } from "./admin-i18n.ts";

/** The page's title ("Leads · Back office") and its robots rule; both in the head. */
export function AdminTitle({ text }: { text: string }) {
  const t = useAdminT();
  return <DocumentHead title={`${text} · ${t("brand")}`} tags={[noRobots]} />;
}

/** Staff pages are kept out of search engines even if a link to one leaks. */
export const noRobots: HeadTag = { tag: "meta", attributes: { name: "robots", content: "noindex, nofollow" } };
