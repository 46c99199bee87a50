import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { DetailSection } from "./detail-section.tsx";

/** The calculator's code loads on first use, or on a hover, touch or focus just before. */
const loadCalculator = () => import("./finance-calculator.tsx");
const FinanceCalculator = lazy(loadCalculator);

function warmCalculator() {
  void loadCalculator().catch(() => undefined);
}

/** The finance estimate of a priced sale listing (issue 16): a button until the visitor asks for it. */
export function FinanceSection({ price }: { price: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <DetailSection heading={t("detail.finance.heading")}>
      {open ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 text-sm text-ink-500">
              <Icon name="loader-circle" className="size-4 animate-spin" />
              {t("detail.finance.loading")}
            </p>
          }
        >
          <FinanceCalculator price={price} />
        </Suspense>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-ink-700">{t("detail.finance.intro")}</p>
          <button
            type="button"
            data-finance-open=""
            onClick={() => setOpen(true)}
            onPointerEnter={warmCalculator}
            onTouchStart={warmCalculator}
            onFocus={warmCalculator}
            className="inline-flex items-center gap-2 rounded-md border border-brand-100 bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
          >
            <Icon name="calculator" className="size-4" />
            {t("detail.finance.open")}
          </button>
        </div>
      )}
    </DetailSection>
  );
}
