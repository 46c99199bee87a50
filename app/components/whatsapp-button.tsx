import { whatsAppHref } from "../../domain/phone-display.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { useSiteData } from "../lib/site-data.ts";
import { BrandIcon } from "./icon.tsx";

/** Floating chat button to the company's WhatsApp business number (spec §1). */
export function WhatsAppButton() {
  const { t } = useTranslation();
  const { company } = useSiteData();
  return (
    <a
      href={whatsAppHref(company.whatsapp)}
      target="_blank"
      rel="noopener"
      aria-label={t("chat.label")}
      title={t("chat.label")}
      className="fixed end-4 bottom-4 z-30 print:hidden inline-flex size-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg transition-transform hover:scale-105 sm:end-6 sm:bottom-6"
    >
      <BrandIcon name="brand-whatsapp" className="size-7" />
    </a>
  );
}
