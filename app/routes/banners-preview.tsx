import { type BannerSection, bannerSections } from "../../domain/banner.ts";
import { bannerPicturesView, type PagePictureView } from "../../domain/company-page-view.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { PageBanner } from "../components/page-banner.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { loadCompanyPageContent } from "../lib/company-page-content.ts";
import { useSiteData } from "../lib/site-data.ts";
import { useSectionCrumbs } from "../lib/use-section-crumbs.ts";
import type { Route } from "./+types/banners-preview";

/** Where each section's banner is seen, for its title and breadcrumbs. */
const sectionPaths: Record<BannerSection, string> = {
  auctions: "/auctions",
  directmarketing: "/directmarketing",
  propertymanagement: "/propertymanagement",
  services: "/services",
  aboutus: "/aboutus",
  contactus: "/contactus",
};

/**
 * The back office's preview of the section banners (docs/decisions/043-company-pages.md): every section's banner as
 * its page draws it, with the draft's pictures (or what is published), for a staff member allowed to edit pages.
 * Under /admin, so never cached and never indexed.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  // A request without the right to edit pages is sent to sign in.
  const content = await loadCompanyPageContent("banners", url, context);
  return { pictures: bannerPicturesView(content, languageOfPath(url.pathname)) };
}

function SectionBanner({ section, picture }: { section: BannerSection; picture: PagePictureView | undefined }) {
  const { t } = useTranslation();
  const title = t(`pages.${section}.title`);
  const crumbs = useSectionCrumbs({ label: title, path: sectionPaths[section] });
  return <PageBanner title={title} crumbs={crumbs} section={section} picture={picture ?? null} />;
}

export default function BannersPreview({ loaderData }: Route.ComponentProps) {
  const { company, language } = useSiteData();
  return (
    <>
      <PageMeta title={company.name[language]} noIndex />
      <div className="grid gap-6 pb-10">
        {bannerSections.map((section) => (
          <SectionBanner key={section} section={section} picture={loaderData.pictures[section]} />
        ))}
      </div>
    </>
  );
}
