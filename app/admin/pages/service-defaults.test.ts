import { describe, expect, it } from "vitest";
import { serviceSectionNames } from "../../../domain/company-page-view.ts";
import { coreAr } from "../../i18n/locales/core.ar.ts";
import { coreEn } from "../../i18n/locales/core.en.ts";
import { shippedServices } from "./service-defaults.ts";

describe("shippedServices", () => {
  it("is the public core texts' services names and summaries, in both languages", () => {
    for (const [language, core] of [
      ["ar", coreAr],
      ["en", coreEn],
    ] as const) {
      for (const name of serviceSectionNames) {
        expect(shippedServices[language][name], `${language} ${name}`).toEqual({
          title: core.services[name],
          summary: core.serviceSummaries[name],
        });
      }
    }
  });
});
