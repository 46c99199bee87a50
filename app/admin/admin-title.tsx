import { useAdminT } from "./admin-i18n.ts";

/** The page's title ("Leads · Back office") and its robots rule; React puts both in the head. */
export function AdminTitle({ text }: { text: string }) {
  const t = useAdminT();
  return (
    <>
      <title>{`${text} · ${t("brand")}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
