import { index, layout, prefix, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { CompanyPageName } from "../domain/company-page-view.ts";
import type { Language } from "../domain/language.ts";

/**
 * The spec's route table (§2), once per language: Arabic at the spec's paths,
 * English under /en (docs/decisions/003-language-urls.md). Route ids carry the
 * language because each file serves both.
 */
function pages(language: Language): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${language}/${name}` });
  // A page's own texts come with a layout of their own (app/i18n/i18n.tsx): ids `ar/texts-home` and so on.
  const texts = (group: PageTextGroup, children: RouteConfigEntry[]) =>
    layout(`routes/page-texts/${group}-${language}.tsx`, { id: `${language}/texts-${group}` }, children);
  return [
    texts("home", [index("routes/home.tsx", id("home"))]),
    texts("services", [route("services", "routes/services.tsx", id("services"))]),
    route("directmarketing", "routes/direct-marketing.tsx", id("directmarketing")),
    route("propertymanagement", "routes/property-management.tsx", id("propertymanagement")),
    route("auctions", "routes/auctions.tsx", id("auctions")),
    texts("about", [route("aboutus", "routes/about.tsx", id("aboutus"))]),
    texts("contact", [route("contactus", "routes/contact.tsx", id("contactus"))]),
    texts("listing", [
      route("auction/:id", "routes/auction-detail.tsx", id("auction")),
      route("property/:id", "routes/property-detail.tsx", id("property")),
      route("project/:id", "routes/project-detail.tsx", id("project")),
      route("auction/:id/brochure", "routes/brochure.tsx", id("auction-brochure")),
      route("property/:id/brochure", "routes/brochure.tsx", id("property-brochure")),
      route("project/:id/brochure", "routes/brochure.tsx", id("project-brochure")),
    ]),
    texts("report", [
      route("auction/:id/report", "routes/report.tsx", id("auction-report")),
      route("property/:id/report", "routes/report.tsx", id("property-report")),
      route("project/:id/report", "routes/report.tsx", id("project-report")),
    ]),
    texts("compare", [route("compare", "routes/compare.tsx", id("compare"))]),
    texts("map", [route("map", "routes/map.tsx", id("map"))]),
    texts("favourites", [route("favourites", "routes/favourites.tsx", id("favourites"))]),
    texts("alerts", [
      route("alerts/new", "routes/alert-new.tsx", id("alert-new")),
      route("alerts/confirm", "routes/alert-confirm.tsx", id("alert-confirm")),
      route("alerts/manage", "routes/alert-manage.tsx", id("alert-manage")),
    ]),
    route("*", "routes/not-found.tsx", id("not-found")),
  ];
}

type PageTextGroup =
  | "home"
  | "services"
  | "about"
  | "contact"
  | "listing"
  | "map"
  | "favourites"
  | "compare"
  | "alerts"
  | "report";

/**
 * Each company page staff edit (docs/decisions/043-company-pages.md): its public route module and the texts it
 * needs, for its preview at /admin/preview/pages/<page>. A new page adds a line here.
 */
const companyPagePreviews: Record<CompanyPageName, { file: string; texts: PageTextGroup | null }> = {
  home: { file: "routes/home.tsx", texts: "home" },
  about: { file: "routes/about.tsx", texts: "about" },
  services: { file: "routes/services.tsx", texts: "services" },
  banners: { file: "routes/banners-preview.tsx", texts: null },
};

/**
 * The back office (docs/decisions/017-back-office.md): its modules live under app/admin and are loaded only by
 * these routes, never by the public pages.
 */
function adminPages(language: Language): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${language}/admin/${name}` });
  return [
    route("admin", "admin/routes/admin-layout.tsx", { id: `${language}/admin` }, [
      index("admin/routes/dashboard.tsx", id("dashboard")),
      route("leads", "admin/routes/leads.tsx", id("leads")),
      route("sign-in", "admin/routes/sign-in.tsx", id("sign-in")),
      route("forgot-password", "admin/routes/forgot-password.tsx", id("forgot-password")),
      route("reset-password", "admin/routes/reset-password.tsx", id("reset-password")),
      route("invitation", "admin/routes/invitation.tsx", id("invitation")),
      route("leads/:id", "admin/routes/lead.tsx", id("lead")),
      route("staff", "admin/routes/staff.tsx", id("staff")),
      route("audit", "admin/routes/audit.tsx", id("audit")),
      route("account", "admin/routes/account.tsx", id("account")),
      route("settings", "admin/routes/settings.tsx", id("settings")),
      route("listings/:kind/:id/media", "admin/routes/listing-media.tsx", id("listing-media")),
      route("listings", "admin/routes/listings.tsx", id("listings")),
      route("listings/trash", "admin/routes/listings-trash.tsx", id("listings-trash")),
      route("listings/new/:kind", "admin/routes/listing-edit.tsx", id("listing-new")),
      route("listings/:id", "admin/routes/listing-edit.tsx", id("listing")),
      route("categories", "admin/routes/categories.tsx", id("categories")),
      route("pages", "admin/routes/pages.tsx", id("pages")),
      route("pages/:page", "admin/routes/page-edit.tsx", id("page-edit")),
      route("alerts", "admin/routes/search-alerts.tsx", id("search-alerts")),
    ]),
    // A listing's preview is its public page, drafts included, under the back office's address: never cached,
    // never indexed, and its loader sees the listing only for a signed-in member of staff.
    // A company page's preview likewise: the public page, its draft shown to staff allowed to edit pages.
    ...Object.entries(companyPagePreviews).map(([page, { file, texts }]) => {
      const preview = route(`admin/preview/pages/${page}`, file, id(`preview-${page}`));
      return texts
        ? layout(`routes/page-texts/${texts}-${language}.tsx`, { id: `${language}/admin/texts-${page}` }, [preview])
        : preview;
    }),
    layout(`routes/page-texts/listing-${language}.tsx`, { id: `${language}/admin/texts-listing` }, [
      route("admin/preview/auction/:id", "routes/auction-detail.tsx", id("preview-auction")),
      route("admin/preview/project/:id", "routes/project-detail.tsx", id("preview-project")),
      route("admin/preview/property/:id", "routes/property-detail.tsx", id("preview-property")),
    ]),
  ];
}

/** Each language's pages sit in a layout that brings that language's texts and no other's. */
export default [
  layout("routes/language-ar.tsx", { id: "ar" }, [...pages("ar"), ...adminPages("ar")]),
  ...prefix("en", [layout("routes/language-en.tsx", { id: "en" }, [...pages("en"), ...adminPages("en")])]),
] satisfies RouteConfig;
