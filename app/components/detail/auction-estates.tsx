import type { AuctionLot } from "../../../domain/listing-detail-wire.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useLanguage } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import { ListingImage } from "../listing-image.tsx";
import { Price } from "../price.tsx";

/** The estates (lots) offered in an auction, each with its deed, area and opening price. */
export function AuctionEstates({ lots }: { lots: AuctionLot[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (lots.length === 0) return null;
  return (
    <section aria-labelledby="estates-heading">
      <h2 id="estates-heading" className="text-xl font-bold">
        {t("detail.sections.estates")}{" "}
        <span className="text-base font-semibold text-ink-500">
          ({t("card.estates", { count: lots.length, value: formatNumber(lots.length, language) })})
        </span>
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {lots.map((lot) => (
          <li key={lot.id} className="flex gap-3 overflow-hidden rounded-lg border border-brand-100 bg-white">
            <div className="w-32 shrink-0 bg-sand-100">
              <ListingImage
                cover={lot.cover}
                coverImage={lot.coverImage}
                alt=""
                sizes="128px"
                className="size-full object-cover"
              />
            </div>
            <div className="min-w-0 flex-1 py-3 pe-3">
              <h3 className="font-bold leading-snug">{lot.title}</h3>
              <p className="mt-1 flex items-center gap-1 text-sm text-ink-500">
                <Icon name="map-pin" className="size-4 shrink-0" />
                <span className="truncate">{lot.location_description}</span>
              </p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
                {lot.area !== null ? (
                  <>
                    <dt className="text-ink-500">{t("detail.estates.area")}</dt>
                    <dd className="font-semibold">{t("card.area", { value: formatNumber(lot.area, language) })}</dd>
                  </>
                ) : null}
                {lot.price !== null ? (
                  <>
                    <dt className="text-ink-500">{t("detail.estates.openingPrice")}</dt>
                    <dd className="font-semibold">
                      <Price amount={lot.price} />
                    </dd>
                  </>
                ) : null}
              </dl>
              {lot.deed_number ? (
                <p className="mt-1 text-xs text-ink-500">
                  <bdi>{t("detail.estates.deed", { value: lot.deed_number })}</bdi>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
