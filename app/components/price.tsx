import type { RentPeriod } from "../../domain/rent.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { formatNumber } from "../lib/format.ts";
import { useLanguage } from "../lib/site-data.ts";
import { SpriteIcon } from "./icon-sprite.tsx";
import { riyalSignClass } from "./riyal-sign.tsx";

/**
 * A price in whole riyals: the riyal sign to the left of the number in both languages (SAMA's
 * guidance), the pair isolated left-to-right, the currency name spoken to screen readers.
 */
export function Price({
  amount,
  perSquareMetre = false,
  period = null,
}: {
  amount: number;
  perSquareMetre?: boolean;
  /** A rent: the amount is followed by its period ("/ سنويًا", "/ year"). */
  period?: RentPeriod | null;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (
    <span dir="ltr" className="inline-flex items-center gap-[0.25em] whitespace-nowrap tabular-nums">
      <SpriteIcon name="riyal" className={riyalSignClass} />
      <span>{formatNumber(Math.round(amount), language)}</span>
      <span className="sr-only">{t("card.currency")}</span>
    </span>
  );
  if (period) {
    return (
      <span className="inline-flex items-center gap-[0.25em] whitespace-nowrap">
        {money}
        <span className="text-[0.75em] font-semibold">{t(`card.perPeriod.${period}`)}</span>
      </span>
    );
  }
  if (!perSquareMetre) return money;
  return (
    <span className="inline-flex items-center gap-[0.25em] whitespace-nowrap">
      {money}
      <span aria-hidden="true">{t("card.perSquareMetreUnit")}</span>
      <span className="sr-only">{t("card.perSquareMetre")}</span>
    </span>
  );
}

/** Price per square metre, rounded to whole riyals; nothing unless price and area are both positive. */
export function PricePerSquareMetre({ price, area }: { price: number | null; area: number | null }) {
  if (price === null || area === null || !(price > 0) || !(area > 0)) return null;
  if (!Number.isFinite(price / area)) return null;
  return <Price amount={price / area} perSquareMetre />;
}
