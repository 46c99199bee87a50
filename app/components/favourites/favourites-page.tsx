import { useState } from "react";
import { Link } from "react-router";
import { maxCompared } from "../../../domain/compare.ts";
import { formatListingRefs, type ListingRef, refKey } from "../../../domain/listing-ref.ts";
import type { ListingSummary } from "../../../domain/listing-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { addFavourites, removeFavourite, useSavedList } from "../../lib/saved-listings.ts";
import { useLanguage, useLocalizePath, useSiteData } from "../../lib/site-data.ts";
import { useListingsOf } from "../../lib/use-saved-listings.ts";
import { Icon } from "../icon.tsx";
import { IconSprite } from "../icon-sprite.tsx";
import { PageMeta } from "../page-meta.tsx";
import { ShareLinks } from "../share-links.tsx";
import { SavedListingsGrid } from "./saved-listings-grid.tsx";

const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-brand-100 bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50";

function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-ink-900 sm:text-3xl">
        <Icon name="heart" className="size-7 fill-red-600 text-red-600" />
        {title}
      </h1>
      <p className="text-ink-700">{intro}</p>
    </header>
  );
}

/** The whole list as one link, on WhatsApp or copied. */
function ShareList({ refs }: { refs: readonly ListingRef[] }) {
  const { t } = useTranslation();
  const { origin } = useSiteData();
  const localize = useLocalizePath();
  const url = `${origin}${localize("/favourites")}?ids=${formatListingRefs(refs)}`;
  return <ShareLinks url={url} message={t("favouritesPage.shareText", { url })} texts="favouritesPage" />;
}

function SharedList({ refs, listings }: { refs: ListingRef[]; listings: ListingSummary[] }) {
  const { t } = useTranslation();
  const [kept, setKept] = useState(false);
  return (
    <>
      <PageHeading title={t("favouritesPage.sharedTitle")} intro={t("favouritesPage.sharedIntro")} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => {
            addFavourites(refs);
            setKept(true);
          }}
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
        >
          <Icon name="heart" className="size-5" />
          {t("favouritesPage.keepShared")}
        </button>
        <span role="status" className="font-semibold text-brand-800">
          {kept ? t("favouritesPage.keptShared") : ""}
        </span>
      </div>
      <SavedListingsGrid refs={refs} listings={listings} />
    </>
  );
}

/** Choosing up to four favourites of one kind, and the link that compares them. */
function useCompareChoice(refs: readonly ListingRef[]) {
  const [chosenKeys, setChosenKeys] = useState<string[]>([]);
  // A favourite removed meanwhile is no longer chosen.
  const chosen = refs.filter((ref) => chosenKeys.includes(refKey(ref)));
  const kind = chosen[0]?.kind;
  return {
    chosen,
    compare: {
      chosen: new Set(chosen.map(refKey)),
      canChoose: (ref: ListingRef) => chosen.length < maxCompared && (kind === undefined || ref.kind === kind),
      toggle: (ref: ListingRef) =>
        setChosenKeys((keys) =>
          keys.includes(refKey(ref)) ? keys.filter((key) => key !== refKey(ref)) : [...keys, refKey(ref)],
        ),
    },
  };
}

function OwnFavourites() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const refs = useSavedList("favourites");
  const { state, retry } = useListingsOf(refs);
  const { chosen, compare } = useCompareChoice(refs);
  const { language } = useLanguage();
  return (
    <>
      <PageHeading title={t("favouritesPage.title")} intro={t("favouritesPage.description")} />
      {state.status === "failed" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-sand-100 p-4">
          <p>{t("favouritesPage.failed")}</p>
          <button type="button" onClick={retry} className={buttonClass}>
            {t("favouritesPage.retry")}
          </button>
        </div>
      ) : state.status === "loading" ? (
        <p role="status" className="text-ink-500">
          {t("favouritesPage.loading")}
        </p>
      ) : refs.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-sand-50 p-6">
          <p className="text-ink-700">{t("favouritesPage.empty")}</p>
          <Link to={localize("/propertymanagement")} className={buttonClass}>
            {t("favouritesPage.browse")}
          </Link>
        </div>
      ) : (
        <>
          <ShareList refs={refs} />
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-sand-50 px-4 py-3 text-sm">
            <span className="text-ink-700">{t("compare.howTo")}</span>
            {chosen.length >= 2 ? (
              <Link
                to={`${localize("/compare")}?ids=${formatListingRefs(chosen)}`}
                className="rounded-md bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800"
              >
                {t("compare.compareNow", { number: formatNumber(chosen.length, language) })}
              </Link>
            ) : null}
          </div>
          <SavedListingsGrid
            compare={compare}
            refs={refs}
            listings={state.listings}
            asked={state.asked}
            onRemoveGone={removeFavourite}
          />
        </>
      )}
    </>
  );
}

/** /favourites (docs/decisions/024-visitor-tools.md): one's own favourites, or a list shared by link. */
export function FavouritesPage({ shared }: { shared: { refs: ListingRef[]; listings: ListingSummary[] } | null }) {
  const { t } = useTranslation();
  return (
    <IconSprite>
      <PageMeta title={t(shared ? "favouritesPage.sharedTitle" : "favouritesPage.title")} noIndex />
      <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
        {shared ? <SharedList refs={shared.refs} listings={shared.listings} /> : <OwnFavourites />}
      </div>
    </IconSprite>
  );
}
