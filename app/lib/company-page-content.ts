import { type RouterContextProvider, redirect } from "react-router";
import type { CompanyPageName } from "../../domain/company-page-view.ts";
import type { CompanyPageContent } from "../../domain/company-pages.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { apiGet, isAbort } from "./api-client.ts";
import { companyPagePreviewContext, servicesContext } from "./load-context.ts";
import { isPreviewPath } from "./preview-path.ts";

// A company page's own words and pictures as its public route loads them (docs/decisions/043-company-pages.md):
// under /admin/preview/pages/<page>, the draft for staff allowed to edit pages; elsewhere what is published. Null:
// the texts the site ships.

/** Server render: the site's services directly; the preview sends a request without the right to sign in. */
export async function loadCompanyPageContent<P extends CompanyPageName>(
  page: P,
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<CompanyPageContent[P] | null> {
  if (isPreviewPath(url.pathname)) {
    const preview = await context.get(companyPagePreviewContext)(page);
    if (!preview) {
      const signIn = languageOfPath(url.pathname) === "en" ? "/en/admin/sign-in" : "/admin/sign-in";
      throw redirect(`${signIn}?next=${encodeURIComponent(url.pathname)}`);
    }
    return preview.content;
  }
  // A page that cannot read its stored words still shows, with the words the site ships.
  return context
    .get(servicesContext)
    .getCompanyPage(page)
    .catch((error: unknown) => {
      console.error(`Loading the ${page} page's content failed`, error);
      return null;
    });
}

/** In the browser: the API (the back office's for a preview), aborted with the navigation. */
export function fetchCompanyPageContent<P extends CompanyPageName>(
  page: P,
  pathname: string,
  options: { language: "ar" | "en"; signal: AbortSignal },
): Promise<CompanyPageContent[P] | null> {
  if (isPreviewPath(pathname)) {
    return apiGet<{ data: { draft: CompanyPageContent[P] | null; published: CompanyPageContent[P] | null } }>(
      `/api/admin/pages/${page}`,
      options,
    ).then(({ data }) => data.draft ?? data.published);
  }
  return apiGet<{ data: CompanyPageContent[P] | null }>(`/api/pages/${page}`, options).then(
    ({ data }) => data,
    (error: unknown) => {
      if (!isAbort(error)) console.warn(`Loading the ${page} page's content failed`, error);
      return null;
    },
  );
}
