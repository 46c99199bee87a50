import { cleanup, type RenderResult, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach } from "vitest";
import { TextsProvider } from "../../app/i18n/i18n.tsx";
import type { SiteData } from "../../app/lib/site-data.ts";
import demoCompany from "../../config/company.demo.json" with { type: "json" };
import { companySchema } from "../../domain/company.ts";
import type { Language } from "../../domain/language.ts";
import { localizePath } from "../../domain/localized-path.ts";
import { defaultMapTiles } from "../../domain/map-tiles.ts";
import "./all-texts.ts";

/** Test helper: renders UI as a page of the site in one language, with the root loader's data in place. */

export const testCompany = companySchema.parse(demoCompany);
export const testOrigin = "https://example.test";
export const testMapTiles = defaultMapTiles;

afterEach(cleanup);

/** The page of the site that `renderWithSite` renders: for `renderToString` and `hydrateRoot` too. */
export function siteTree(
  ui: ReactNode,
  language: Language = "ar",
  more: Partial<SiteData> = {},
  /** The page's address (any path); the home page of `language` by default. */
  at?: string,
): ReactElement {
  const siteData: SiteData = {
    language,
    company: testCompany,
    origin: testOrigin,
    mapTiles: testMapTiles,
    renderedAt: Date.now(),
    companyDescription: null,
    ...more,
  };
  const path = at ?? localizePath("/", language);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: at === undefined ? path : "*",
      loader: () => siteData,
      Component: () => <>{ui}</>,
    },
  ]);
  return (
    <TextsProvider language={language}>
      <div lang={language} dir={language === "ar" ? "rtl" : "ltr"}>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: siteData } }} />
      </div>
    </TextsProvider>
  );
}

export function renderWithSite(ui: ReactNode, language: Language = "ar", more: Partial<SiteData> = {}): RenderResult {
  return render(siteTree(ui, language, more));
}
