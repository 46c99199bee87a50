import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useSiteData } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";

/** The registered customer count from the company's details (spec §1, §9), as a highlighted figure. */
export function CustomersStat() {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-brand-900 p-6 text-white">
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-white/10">
        <Icon name="users" className="size-7 text-gold-500" />
      </span>
      <p className="flex flex-col">
        <span className="text-sm text-brand-100">{t("customers.lead")}</span>
        <span className="text-3xl font-bold text-gold-500">{formatNumber(company.customersCount, language)}</span>
        <span className="text-sm text-brand-100">{t("customers.label", { count: company.customersCount })}</span>
      </p>
    </div>
  );
}
