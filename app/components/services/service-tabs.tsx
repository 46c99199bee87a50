import { clsx } from "clsx";
import { useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.tsx";
import { type ServiceSection, sectionParam, serviceSections } from "../../lib/services-catalogue.ts";
import { useLanguage } from "../../lib/site-data.ts";
import { serviceIcons } from "../company/service-icons.ts";
import { Icon } from "../icon.tsx";

export const tabId = (section: ServiceSection) => `service-tab-${section}`;
export const panelId = (section: ServiceSection) => `service-panel-${section}`;

/** The key that moves focus to the next (1) or previous (-1) tab; arrows follow the reading direction. */
function stepOf(key: string, direction: "rtl" | "ltr"): 1 | -1 | undefined {
  if (key === "ArrowDown") return 1;
  if (key === "ArrowUp") return -1;
  if (key === "ArrowLeft") return direction === "rtl" ? 1 : -1;
  if (key === "ArrowRight") return direction === "rtl" ? -1 : 1;
  return undefined;
}

/**
 * The services page's section switcher: WAI-ARIA tabs whose tabs are links to
 * `?section=…`, so each section has an address, works without JavaScript, and the
 * back button returns to the previous one. Arrow keys, Home and End move focus
 * between tabs; Enter or Space opens the focused one (manual activation: moving
 * through the tabs does not fill the history).
 */
export function ServiceTabs({
  active,
  titles,
}: {
  active: ServiceSection;
  /** The sections' titles staff published; null: the site's own. */
  titles: Record<ServiceSection, string> | null;
}) {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const tabs = useRef(new Map<ServiceSection, HTMLAnchorElement>());

  const onKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === " ") {
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    const last = serviceSections.length - 1;
    const step = stepOf(event.key, direction);
    let target: number;
    if (step !== undefined) target = (index + step + serviceSections.length) % serviceSections.length;
    else if (event.key === "Home") target = 0;
    else if (event.key === "End") target = last;
    else return;
    event.preventDefault();
    const section = serviceSections[target];
    if (section) tabs.current.get(section)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t("servicesPage.switcherLabel")}
      aria-orientation="vertical"
      className="flex flex-col gap-2"
    >
      {serviceSections.map((section, index) => {
        const selected = section === active;
        return (
          <Link
            key={section}
            ref={(element) => {
              if (element) tabs.current.set(section, element);
              else tabs.current.delete(section);
            }}
            id={tabId(section)}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(section)}
            tabIndex={selected ? 0 : -1}
            // The page's own address with the section: /services, /en/services, or the back office's preview of it.
            to={{ search: `?${sectionParam}=${section}` }}
            preventScrollReset
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              "flex items-center gap-3 rounded-xl border px-4 py-3 font-semibold transition-colors",
              selected
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-sand-100 bg-white text-ink-700 hover:border-brand-100 hover:bg-brand-50 hover:text-brand-800",
            )}
          >
            <Icon
              name={serviceIcons[section]}
              className={clsx("size-5 shrink-0", selected ? "text-gold-500" : "text-brand-600")}
            />
            {titles?.[section] ?? t(`services.${section}`)}
          </Link>
        );
      })}
    </div>
  );
}
