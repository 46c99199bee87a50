import { useLayoutEffect, useRef, useState } from "react";
import type { FinanceField } from "../../../domain/finance.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { DetailSection } from "./detail-section.tsx";
import FinanceCalculator from "./finance-calculator.tsx";

/** Where the caret or the selection was in the focused field. */
export interface FinanceCaret {
  field: FinanceField;
  start: number;
  end: number;
  direction: "forward" | "backward" | "none";
}

/** What the visitor did to the server's calculator before the browser drew it: kept when it does. */
export interface FinanceCarried {
  open: boolean;
  typed: Partial<Record<FinanceField, string>>;
  /** In the field that had the focus. */
  caret?: FinanceCaret;
}

/**
 * The server's calculator, read while the browser draws its own and again once that replaces it
 * (app/lib/server-island.tsx): the keys typed in between are in the server's fields, which keep their value and
 * selection once off the page.
 */
export interface ServerCalculator {
  details: HTMLDetailsElement | null;
  inputs: HTMLInputElement[];
  /** The field that had the focus when the browser began to draw (it loses it once off the page). */
  focused?: HTMLInputElement;
}

function findServerCalculator(): ServerCalculator {
  const details = document.querySelector<HTMLDetailsElement>("details[data-finance]");
  const inputs = Array.from(details?.querySelectorAll<HTMLInputElement>("input[data-finance-field]") ?? []);
  return { details, inputs, focused: inputs.find((input) => input === document.activeElement) };
}

export function readServerCalculator({ details, inputs, focused }: ServerCalculator): FinanceCarried {
  const typed: FinanceCarried["typed"] = {};
  for (const input of inputs) typed[input.dataset.financeField as FinanceField] = input.value;
  const caret: FinanceCaret | undefined = focused && {
    field: focused.dataset.financeField as FinanceField,
    start: focused.selectionStart ?? focused.value.length,
    end: focused.selectionEnd ?? focused.value.length,
    direction: focused.selectionDirection ?? "none",
  };
  return { open: details?.open ?? false, typed, caret };
}

/**
 * The finance estimate of a priced sale listing (docs/decisions/020-first-load.md, "The calculator at
 * once"): a disclosure whose calculator the server draws with the default terms, so a tap opens it with the
 * instalment at once, before any code (a native `<details>`). Typing in a field draws the island in the browser,
 * and the calculator follows what is typed from then on.
 */
export function FinanceSection({ price, replacesServerHtml }: { price: number; replacesServerHtml?: boolean }) {
  const { t } = useTranslation();
  const [server] = useState<ServerCalculator | undefined>(() =>
    replacesServerHtml && typeof document !== "undefined" ? findServerCalculator() : undefined,
  );
  const [open, setOpen] = useState(() => (server ? readServerCalculator(server).open : undefined));
  const details = useRef<HTMLDetailsElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as these replace the server's
  useLayoutEffect(() => {
    // Opened or closed between the drawing and now.
    if (server?.details && details.current && server.details.open !== details.current.open) {
      setOpen(server.details.open);
    }
  }, []);
  return (
    <DetailSection heading={t("detail.finance.heading")}>
      <p className="text-ink-700">{t("detail.finance.intro")}</p>
      <details ref={details} data-finance="" open={open} className="group/finance">
        <summary
          data-finance-open=""
          className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-brand-100 bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 transition-transform hover:border-brand-700 hover:bg-brand-50 active:scale-[0.98] group-open/finance:border-brand-700 [&::-webkit-details-marker]:hidden"
        >
          <Icon name="calculator" className="size-4" />
          {t("detail.finance.open")}
        </summary>
        <div className="mt-4">
          <FinanceCalculator price={price} server={server} />
        </div>
      </details>
    </DetailSection>
  );
}
