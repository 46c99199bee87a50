import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigation, useNavigationType, useRevalidator } from "react-router";
import type { BannerSection } from "../../../domain/banner.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import type { ListingQuery } from "../../../domain/listing-query.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import {
  isPastTheEnd,
  type ListingsPageData,
  type ListingView,
  rememberCategories,
} from "../../lib/listings-page-data.ts";
import { useLanguage, useLocalizePath } from "../../lib/site-data.ts";
import { useSectionCrumbs } from "../../lib/use-section-crumbs.ts";
import { Icon } from "../icon.tsx";
import { IconSprite } from "../icon-sprite.tsx";
import { ListingCard } from "../listing-card.tsx";
import { PageBanner } from "../page-banner.tsx";
import { PageMeta } from "../page-meta.tsx";
import { ListingFilters } from "./listing-filters.tsx";
import { Pagination } from "./pagination.tsx";
import { ViewToggle } from "./view-toggle.tsx";

const sections = {
  auction: { path: "/auctions", title: "pages.auctions.title", banner: "auctions" },
  project: { path: "/directmarketing", title: "pages.directmarketing.title", banner: "directmarketing" },
  property: { path: "/propertymanagement", title: "pages.propertymanagement.title", banner: "propertymanagement" },
} as const satisfies Record<ListingKind, { path: string; title: string; banner: BannerSection }>;

/** A list page of spec §2 (auctions, projects or properties): filters, count, cards, pages. */
export function ListingsPage({ data }: { data: ListingsPageData }) {
  const { t } = useTranslation();
  const { kind, query, page, categories, failed } = data;
  const title = t(sections[kind].title);
  const crumbs = useSectionCrumbs({ label: title, path: sections[kind].path });
  const [view, setView] = useState<ListingView>(data.view);
  const navigation = useNavigation();
  const location = useLocation();
  // While the next results load, the current ones stay, dimmed.
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const results = useResultsAfterPaging();
  const pastTheEnd = !failed && isPastTheEnd(data);
  const { language } = useLanguage();
  const localize = useLocalizePath();
  // The server-rendered page brought the types: the next pages need not ask for them again.
  useEffect(() => rememberCategories(kind, language, categories), [kind, language, categories]);

  return (
    <IconSprite>
      <PageMeta title={title} description={t(`listings.${kind}.description`)} />
      <PageBanner title={title} crumbs={crumbs} section={sections[kind].banner} />
      <div className="container-page py-8 sm:py-10">
        <ListingFilters kind={kind} query={query} categories={categories} />

        <div
          ref={results}
          tabIndex={-1}
          className="mt-6 flex scroll-mt-4 items-center justify-between gap-4 outline-none"
        >
          {/* The results' heading (the cards' titles are h3s under it), and their count, announced as it changes. */}
          <h2 className="text-base font-semibold text-ink-700">
            <span role="status">
              {loading ? (
                <span className="inline-flex items-center gap-2">
                  <Icon name="loader-circle" className="size-4 animate-spin" />
                  {t("common.loading")}
                </span>
              ) : (
                t(`listings.${kind}.count`, { count: page.meta.total })
              )}
            </span>
          </h2>
          <div className="flex items-center gap-2">
            {/* A plain link to a page of its own: nothing more on the list's first load, and it works without JS. */}
            <Link
              to={`${localize("/alerts/new")}?${alertQueryOf(kind, query)}`}
              rel="nofollow"
              className="rounded-md border border-brand-100 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t("listings.filters.alertMe")}
            </Link>
            <ViewToggle view={view} onChange={setView} />
          </div>
        </div>

        <div aria-busy={loading} className={clsx("mt-4 transition-opacity", loading && "opacity-60")}>
          {failed ? (
            <LoadFailed busy={failed === "busy"} />
          ) : pastTheEnd ? (
            <PastTheEnd page={query.page} last={page.meta.pages} />
          ) : page.data.length === 0 ? (
            <NoResults kind={kind} />
          ) : (
            <ul
              className={clsx(
                view === "grid" ? "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" : "flex flex-col gap-4",
              )}
            >
              {page.data.map((listing, index) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} view={view} eager={index < 3} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {pastTheEnd ? null : <Pagination page={query.page} pages={page.meta.pages} />}
      </div>
    </IconSprite>
  );
}

/**
 * After a page link, the view lands at the results (their count), not at the top of the page,
 * and the focus goes there too so that the next Tab reaches the first new card. Back and forward
 * keep the position the browser remembers.
 */
function useResultsAfterPaging() {
  const results = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  const toResults = navigationType !== "POP" && isPagingState(location.state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (the location's key).
  useEffect(() => {
    if (!toResults || !results.current) return;
    results.current.scrollIntoView({ block: "start" });
    results.current.focus({ preventScroll: true });
  }, [location.key]);
  return results;
}

function isPagingState(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { paging?: unknown }).paging === true;
}

function NoResults({ kind }: { kind: ListingKind }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-brand-100 px-6 py-16 text-center">
      <Icon name="search-x" className="size-12 text-brand-600" />
      <h2 className="mt-4 text-lg font-bold">{t(`listings.${kind}.empty`)}</h2>
      <p className="mt-2 max-w-md text-ink-500">{t("listings.emptyHint")}</p>
      <Link
        to={pathname}
        className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t("listings.filters.clear")}
      </Link>
    </div>
  );
}

/** A page number past the last page (an old link, a typed address): say so, and lead back. */
function PastTheEnd({ page, last }: { page: number; last: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { pathname, search } = useLocation();
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
  const button = "rounded-md px-5 py-2.5 text-sm font-semibold";
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-brand-100 px-6 py-16 text-center">
      <Icon name="file-question" className="size-12 text-brand-600" />
      <h2 className="mt-4 text-lg font-bold">{t("listings.pastEnd.heading")}</h2>
      <p className="mt-2 max-w-md text-ink-500">
        {t("listings.pastEnd.text", { page: formatNumber(page, language), last: formatNumber(last, language) })}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={hrefOf(1)} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          {t("listings.pastEnd.first")}
        </Link>
        {last > 1 ? (
          <Link to={hrefOf(last)} className={`${button} border border-brand-100 text-brand-800 hover:bg-brand-50`}>
            {t("listings.pastEnd.last")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function LoadFailed({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <Icon name="triangle-alert" className="size-10 text-red-700" />
      <p className="mt-3 font-semibold text-red-900">{t(busy ? "listings.tooManySearches" : "listings.loadFailed")}</p>
      <button
        type="button"
        onClick={() => revalidator.revalidate()}
        className="mt-5 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t("error.retry")}
      </button>
    </div>
  );
}

/** The "Alert me" link's query: the list's kind and its filters as they are set (paging left out). */
function alertQueryOf(kind: ListingKind, query: ListingQuery): string {
  const params = new URLSearchParams({ kind });
  for (const [name, value] of Object.entries(query)) {
    if (name !== "page" && name !== "limit" && value !== undefined) params.set(name, String(value));
  }
  return params.toString();
}
