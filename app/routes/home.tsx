import { homeHeroView, whyChooseUsView } from "../../domain/company-page-view.ts";
import { ContactCallToAction } from "../components/home/contact-call-to-action.tsx";
import { HomeAbout } from "../components/home/home-about.tsx";
import { HomeHero } from "../components/home/home-hero.tsx";
import { HomeProjects } from "../components/home/home-projects.tsx";
import { HomeServices } from "../components/home/home-services.tsx";
import { LatestListings } from "../components/home/latest-listings.tsx";
import { RecentlyViewed } from "../components/home/recently-viewed.tsx";
import { IconSprite } from "../components/icon-sprite.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { fetchHomePage, loadHomePage } from "../lib/home-page-data.ts";
import { HydrationBoundary } from "../lib/hydration-boundary.tsx";
import { useSiteData } from "../lib/site-data.ts";
import type { Route } from "./+types/home";

export function loader({ url, context }: Route.LoaderArgs) {
  return loadHomePage(url, context);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchHomePage(request);
}

/** Spec §2 Home: about, services, projects, contact call to action; plus the newest listings of each kind. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  return (
    <IconSprite>
      <PageMeta title={company.name[language]} description={t("home.description")} />
      {/* Each section hydrates on its own, after the rest (app/lib/hydration-boundary.tsx). */}
      <HydrationBoundary>
        <HomeHero view={loaderData.content ? homeHeroView(loaderData.content, language) : null} />
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeAbout view={loaderData.content ? whyChooseUsView(loaderData.content, language) : null} />
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeServices />
      </HydrationBoundary>
      <HydrationBoundary>
        <HomeProjects data={loaderData} />
      </HydrationBoundary>
      <LatestListings kind="auction" listings={loaderData.auction?.listings ?? []} className="bg-sand-50" />
      <LatestListings kind="project" listings={loaderData.project?.listings ?? []} />
      <LatestListings kind="property" listings={loaderData.property?.listings ?? []} className="bg-sand-50" />
      <RecentlyViewed />
      <HydrationBoundary>
        <ContactCallToAction />
      </HydrationBoundary>
    </IconSprite>
  );
}
