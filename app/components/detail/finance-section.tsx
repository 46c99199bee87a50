import { useState } from "react";
import type { FinanceField } from "../../../domain/finance.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { DetailSection } from "./detail-section.tsx";
import FinanceCalculator from "./finance-calculator.tsx";

/** What the visitor did to the server's calculator before the browser drew it: kept when it does. */
export interface FinanceCarried {
  open: boolean;
  typed: Partial<Record<FinanceField, string>>;
  /** The field that had the focus. */
  focused?: FinanceField;
}

/**
 * Read from the server's HTML while it is still on the page: the section drawn in the browser replaces it
 * (app/lib/server-island.tsx), and would otherwise close what the visitor opened and forget what they typed.
 */
function carriedFromServerHtml(): FinanceCarried {
  const details = document.querySelector<HTMLDetailsElement>("details[data-finance]");
  const typed: FinanceCarried["typed"] = {};
  let focused: FinanceField | undefined;
  for (const input of Array.from(details?.querySelectorAll<HTMLInputElement>("input[data-finance-field]") ?? [])) {
    const field = input.dataset.financeField as FinanceField;
    typed[field] = input.value;
    if (input === document.activeElement) focused = field;
  }
  return { open: details?.open ?? false, typed, focused };
}

/**
 * The finance estimate of a priced sale listing (docs/decisions/020-first-load.md, "The calculator at
 * once"): a disclosure whose calculator the server draws with the default terms, so a tap opens it with the
 * instalment at once, before any code (a native `<details>`). Typing in a field draws the island in the browser,
 * and the calculator follows what is typed from then on.
 */
export function FinanceSection({ price, replacesServerHtml }: { price: number; replacesServerHtml?: boolean }) {
  const { t } = useTranslation();
  const [carried] = useState<FinanceCarried | undefined>(() =>
    replacesServerHtml && typeof document !== "undefined" ? carriedFromServerHtml() : undefined,
  );
  return (
    <DetailSection heading={t("detail.finance.heading")}>
      <p className="text-ink-700">{t("detail.finance.intro")}</p>
      <details data-finance="" open={carried?.open} className="group/finance">
        <summary
          data-finance-open=""
          className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-brand-100 bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 transition-transform hover:border-brand-700 hover:bg-brand-50 active:scale-[0.98] group-open/finance:border-brand-700 [&::-webkit-details-marker]:hidden"
        >
          <Icon name="calculator" className="size-4" />
          {t("detail.finance.open")}
        </summary>
        <div className="mt-4">
          <FinanceCalculator price={price} carried={carried} />
        </div>
      </details>
    </DetailSection>
  );
}
