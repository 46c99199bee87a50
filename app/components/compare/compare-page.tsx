import { clsx } from "clsx";
import { Link } from "react-router";
import { type CompareRow, compareRows } from "../../../domain/compare.ts";
import { featureCatalogue } from "../../../domain/features.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import type { ListingDetail } from "../../../domain/listing-detail-wire.ts";
import { detailPath } from "../../../domain/listing-wire.ts";
import { roomsKey } from "../../../domain/rooms.ts";
import "../../i18n/detail-block-texts.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useLanguage, useLocalizePath } from "../../lib/site-data.ts";
import { useDetailValue } from "../detail/details-block.tsx";
import { Icon } from "../icon.tsx";
import { IconSprite } from "../icon-sprite.tsx";
import { ListingImage } from "../listing-image.tsx";
import { PageMeta } from "../page-meta.tsx";
import { Price } from "../price.tsx";
import { StatusBadge } from "../status-badge.tsx";

/** `residential`: every listing compared is a home, so their rooms are bedrooms (domain/rooms.ts). */
function RowLabel({ row, residential }: { row: CompareRow; residential: boolean }) {
  const { t } = useTranslation();
  if (row.group === "summary") return <>{t(`compare.rows.${row.key}`)}</>;
  if (row.group === "details") {
    const key = row.key === "rooms" ? roomsKey(residential) : row.key;
    return <>{t(`detailBlocks.details.labels.${key}`)}</>;
  }
  return <>{t(`features.${featureCatalogue[row.key].title}`)}</>;
}

function Cell({ row, index, listing }: { row: CompareRow; index: number; listing: ListingDetail }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const detailValue = useDetailValue();
  const missing = (
    <>
      <Icon name="minus" className="size-4 text-ink-500" />
      <span className="sr-only">{t("compare.none")}</span>
    </>
  );
  const has = (
    <>
      <Icon name="check" className="size-5 text-brand-600" />
      <span className="sr-only">{t("compare.yes")}</span>
    </>
  );
  if (row.group === "features") return row.values[index] ? has : missing;
  if (row.group === "details") {
    const entry = row.values[index];
    if (!entry) return missing;
    return <>{detailValue(entry) ?? has}</>;
  }
  const value = row.values[index];
  if (value === null || value === undefined) return missing;
  if (row.key === "area")
    return <>{t("detailBlocks.details.squareMetres", { value: formatNumber(value, language) })}</>;
  if (row.key === "pricePerSquareMetre") return <Price amount={value} perSquareMetre />;
  return <Price amount={value} period={listing.rent_period} />;
}

/** The comparison table: a sticky first column of row names, one column per listing, differing rows marked. */
function CompareTable({ listings }: { listings: ListingDetail[] }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const rows = compareRows(listings);
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-sand-100" data-testid="compare-scroll">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{t("compare.caption")}</caption>
        <thead>
          <tr>
            <td className="sticky start-0 z-10 w-32 bg-white p-3 sm:w-44" />
            {listings.map((listing) => (
              <th key={listing.id} scope="col" className="w-44 p-3 text-start align-top font-normal sm:w-60">
                <Link to={localize(detailPath(listing.kind, listing.id))} className="group flex flex-col gap-2">
                  <ListingImage
                    cover={listing.cover}
                    coverImage={listing.coverImage}
                    alt=""
                    sizes="240px"
                    className="aspect-[16/10] w-full rounded-lg object-cover"
                  />
                  <span className="line-clamp-2 font-bold text-ink-900 group-hover:text-brand-700">
                    {listing.title}
                  </span>
                </Link>
                <StatusBadge
                  kind={listing.kind}
                  status={listing.status}
                  start_date={listing.start_date}
                  end_date={listing.end_date}
                  className="mt-2"
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.group}-${row.key}`}
              data-differs={row.differs}
              className={clsx("border-t border-sand-100", row.differs && "bg-gold-100")}
            >
              <th
                scope="row"
                className={clsx(
                  "sticky start-0 z-10 p-3 text-start font-semibold text-ink-700",
                  row.differs ? "bg-gold-100" : "bg-white",
                )}
              >
                <RowLabel row={row} residential={listings.every((listing) => listing.residential)} />
                {row.differs ? <span className="sr-only"> ({t("compare.differs")})</span> : null}
              </th>
              {listings.map((listing, index) => (
                <td key={listing.id} className="p-3 align-middle">
                  <span className="inline-flex items-center gap-1">
                    <Cell row={row} index={index} listing={listing} />
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /compare (docs/decisions/024-visitor-tools.md): listings of one kind side by side; fewer than two says how to choose them. */
export function ComparePage({ kind, listings }: { kind: ListingKind | null; listings: ListingDetail[] }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <IconSprite>
      <PageMeta title={t("compare.title")} noIndex />
      <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
        <header className="flex flex-col gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-ink-900 sm:text-3xl">
            <Icon name="columns-3" className="size-7 text-brand-700" />
            {t("compare.title")}
          </h1>
          <p className="text-ink-700">{t(kind && listings.length >= 2 ? "compare.intro" : "compare.howTo")}</p>
        </header>
        {listings.length >= 2 ? (
          <CompareTable listings={listings} />
        ) : (
          <Link
            to={localize("/favourites")}
            className="self-start rounded-md bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-800"
          >
            {t("compare.toFavourites")}
          </Link>
        )}
      </div>
    </IconSprite>
  );
}
