import type { Crumb } from "../components/page-banner.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { useLocalizePath } from "./site-data.ts";

/** Breadcrumbs "Home › section" (› page title, on detail pages). */
export function useSectionCrumbs(section?: { label: string; path: string }, current?: string): Crumb[] {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const crumbs: Crumb[] = [{ label: t("breadcrumb.home"), to: localize("/") }];
  if (section) crumbs.push({ label: section.label, to: localize(section.path) });
  if (current) crumbs.push({ label: current });
  return crumbs;
}
