import { useId, useLayoutEffect, useRef, useState } from "react";
import {
  type FinanceField,
  financeDefaults,
  financeEstimate,
  financeLimits,
  financeProblems,
  parseTypedNumber,
} from "../../../domain/finance.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useLanguage } from "../../lib/site-data.ts";
import { Price } from "../price.tsx";
import { type FinanceCaret, readServerCalculator, type ServerCalculator } from "./finance-section.tsx";

const fields: FinanceField[] = ["downPaymentPercent", "years", "annualRatePercent"];

/** Down payment, term and rate editable; the monthly instalment follows as the visitor types. */
export default function FinanceCalculator({ price, server }: { price: number; server?: ServerCalculator }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [typed, setTyped] = useState<Record<FinanceField, string>>(() => ({
    downPaymentPercent: formatNumber(financeDefaults.downPaymentPercent, language),
    years: formatNumber(financeDefaults.years, language),
    annualRatePercent: formatNumber(financeDefaults.annualRatePercent, language),
    // What the visitor typed in the server's fields before these replaced them (./finance-section.tsx).
    ...(server && readServerCalculator(server).typed),
  }));
  const fieldsBox = useRef<HTMLDivElement>(null);
  const caretToPlace = useRef<(FinanceCaret & { value: string }) | undefined>(undefined);
  // In the commit that puts these fields in place of the server's, before the browser takes another key: what was
  // typed there since the drawing began, then the focus and the selection (a key typed next replaces what was
  // selected). A passive effect would come a task later, and keys typed before it would go to no field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when these fields replace the server's
  useLayoutEffect(() => {
    if (!server) return;
    const now = readServerCalculator(server);
    if (now.caret) caretToPlace.current = { ...now.caret, value: now.typed[now.caret.field] ?? "" };
    if (fields.some((field) => now.typed[field] !== undefined && now.typed[field] !== typed[field])) {
      setTyped((current) => ({ ...current, ...now.typed }));
    }
  }, []);
  // Placed once the field shows the carried value (React setting a value moves the caret to its end): after each
  // render until then.
  useLayoutEffect(() => {
    const caret = caretToPlace.current;
    const input = caret && fieldsBox.current?.querySelector<HTMLInputElement>(`[data-finance-field="${caret.field}"]`);
    if (!caret || !input || input.value !== caret.value) return;
    caretToPlace.current = undefined;
    input.focus();
    input.setSelectionRange(caret.start, caret.end, caret.direction);
  });
  const values = {
    downPaymentPercent: parseTypedNumber(typed.downPaymentPercent),
    years: parseTypedNumber(typed.years),
    annualRatePercent: parseTypedNumber(typed.annualRatePercent),
  };
  const problems = financeProblems(values);
  const estimate = financeEstimate({ price, ...values });
  const number = (value: number) => formatNumber(value, language);

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-sand-100 bg-sand-50 p-4">
      <div ref={fieldsBox} className="grid gap-3 sm:grid-cols-3">
        {fields.map((field) => {
          const invalid = problems.includes(field);
          const { min, max } = financeLimits[field];
          return (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${field}`} className="text-sm font-semibold text-ink-700">
                {t(`detail.finance.fields.${field}`)}
              </label>
              <input
                id={`${id}-${field}`}
                type="text"
                inputMode="decimal"
                data-finance-field={field}
                dir="ltr"
                value={typed[field]}
                onChange={(event) => setTyped((current) => ({ ...current, [field]: event.target.value }))}
                aria-invalid={invalid}
                aria-describedby={`${id}-${field}-hint`}
                className="rounded-md border border-ink-500/40 bg-white px-3 py-2.5 text-start text-ink-900 tabular-nums focus:border-brand-700 aria-[invalid=true]:border-red-700"
              />
              <p id={`${id}-${field}-hint`} className={invalid ? "text-sm text-red-700" : "text-sm text-ink-500"}>
                {t(invalid ? "detail.finance.outOfRange" : "detail.finance.range", {
                  min: number(min),
                  max: number(max),
                })}
              </p>
            </div>
          );
        })}
      </div>
      <output htmlFor={fields.map((field) => `${id}-${field}`).join(" ")} aria-live="polite" className="block">
        {estimate ? (
          <dl className="grid gap-2 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <dt className="text-sm text-ink-500">{t("detail.finance.monthly")}</dt>
              <dd data-testid="finance-monthly" className="text-2xl font-bold text-brand-800">
                <Price amount={estimate.monthly} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-500">{t("detail.finance.downPayment")}</dt>
              <dd className="font-semibold">
                <Price amount={estimate.downPayment} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-500">{t("detail.finance.loan")}</dt>
              <dd className="font-semibold">
                <Price amount={estimate.loan} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-500">{t("detail.finance.totalPaid")}</dt>
              <dd className="font-semibold">
                <Price amount={estimate.totalPaid} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-500">{t("detail.finance.totalProfit")}</dt>
              <dd className="font-semibold">
                <Price amount={estimate.totalProfit} />
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-ink-700">{t("detail.finance.fix")}</p>
        )}
      </output>
      <p className="text-sm text-ink-500">
        {t("detail.finance.disclaimer", {
          downPayment: number(financeDefaults.downPaymentPercent),
          years: number(financeDefaults.years),
          rate: number(financeDefaults.annualRatePercent),
        })}
      </p>
    </div>
  );
}
