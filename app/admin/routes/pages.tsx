import { Link } from "react-router";
import { companyPageNames } from "../../../domain/company-page-view.ts";
import type { PageEditorData } from "../../../domain/company-pages.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdmin } from "../admin-context.ts";
import { adminLanguageOf, adminPath, formatAdminTime } from "../admin-format.ts";
import { useAdminT } from "../admin-i18n.ts";
import { AdminTitle } from "../admin-title.tsx";
import type { Route } from "./+types/pages";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const language = adminLanguageOf(new URL(request.url).pathname);
  const pages = await Promise.all(
    companyPageNames.map(async (page) => {
      const { data } = await adminFetch<{ data: PageEditorData }>(`/pages/${page}`, {
        language,
        signal: request.signal,
      });
      return { page, publishedAt: data.publishedAt };
    }),
  );
  return { pages };
}

/** The company's own pages, each with when it was last published (docs/decisions/043-company-pages.md). */
export default function CompanyPagesList({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { language } = useAdmin();
  return (
    <div className="grid max-w-3xl gap-4">
      <AdminTitle text={t("companyPages.title")} />
      <h1 className="text-2xl font-bold text-ink-900">{t("companyPages.title")}</h1>
      <p className="text-ink-700">{t("companyPages.intro")}</p>
      <ul className="grid gap-3">
        {loaderData.pages.map(({ page, publishedAt }) => (
          <li
            key={page}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm"
          >
            <div>
              <p className="font-bold text-ink-900">{t(`companyPages.names.${page}`)}</p>
              <p className="text-sm text-ink-700">
                {publishedAt
                  ? t("companyPages.publishedOn", { date: formatAdminTime(publishedAt, language) })
                  : t("companyPages.neverPublished")}
              </p>
            </div>
            <Link to={adminPath(`/pages/${page}`, language)} className="font-semibold text-brand-800 underline">
              {t("companyPages.edit")}
              <span className="sr-only"> {t(`companyPages.names.${page}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
