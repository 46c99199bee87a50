import type { ComponentType } from "react";
import type { CompanyPageName } from "../../../domain/company-page-view.ts";
import type { CompanyPageContent } from "../../../domain/company-pages.ts";
import { AboutFields } from "./about-fields.tsx";
import { BannerFields } from "./banner-fields.tsx";
import {
  defaultAboutContent,
  defaultBannersContent,
  defaultHomeContent,
  defaultServicesContent,
} from "./default-content.ts";
import { HomeFields } from "./home-fields.tsx";
import type { PageFieldsProps } from "./page-fields.ts";
import { ServicesFields } from "./services-fields.tsx";

/** One page in the editor: what it starts from before any save, and its field groups. */
export interface PageEditorEntry<C> {
  /** The page as the site ships it (its texts in app/i18n/locales): the editor's start and the restore fallback. */
  defaults: C;
  Fields: ComponentType<PageFieldsProps<C>>;
}

/**
 * Every page the back office edits (docs/decisions/043-company-pages.md). A new page: its name in
 * `companyPageNames`, its schema in domain/company-pages.ts, an entry here, its name in the locales
 * (`companyPages.names`) and its preview route in app/routes.ts.
 */
export const pageEditors: { [P in CompanyPageName]: PageEditorEntry<CompanyPageContent[P]> } = {
  home: { defaults: defaultHomeContent, Fields: HomeFields },
  about: { defaults: defaultAboutContent, Fields: AboutFields },
  services: { defaults: defaultServicesContent, Fields: ServicesFields },
  banners: { defaults: defaultBannersContent, Fields: BannerFields },
};

/** The entry of a page whose name is known only at run time. */
export function pageEditorOf(page: CompanyPageName): PageEditorEntry<CompanyPageContent[CompanyPageName]> {
  return pageEditors[page] as PageEditorEntry<CompanyPageContent[CompanyPageName]>;
}
