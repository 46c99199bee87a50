import type { WhyChooseUsView } from "../../../domain/company-page-view.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useSiteData } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";

/** The registered customer count from the company's details (spec §1, §9), as a highlighted figure. */
export function CustomersStat() {
  return <FigureStat figure={{ value: null, lead: "", label: "" }} />;
}

/**
 * A figure staff published beside the home page's points. Its value null is the company's customer count (its
 * details), and an empty lead or label then the site's own words for it (the label agrees with the number).
 */
export function FigureStat({ figure }: { figure: WhyChooseUsView["figures"][number] }) {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  const value = figure.value ?? company.customersCount;
  const customers = figure.value === null;
  const lead = figure.lead || (customers ? t("customers.lead") : "");
  const label = figure.label || (customers ? t("customers.label", { count: value }) : "");
  return (
    <div className="flex items-center gap-4 rounded-2xl bg-brand-900 p-6 text-white">
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-white/10">
        <Icon name={customers ? "users" : "chart-column"} className="size-7 text-gold-500" />
      </span>
      <p className="flex flex-col">
        {lead ? <span className="text-sm text-brand-100">{lead}</span> : null}
        <span className="text-3xl font-bold text-gold-500">{formatNumber(value, language)}</span>
        {label ? <span className="text-sm text-brand-100">{label}</span> : null}
      </p>
    </div>
  );
}
