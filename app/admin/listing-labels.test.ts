import { describe, expect, it } from "vitest";
import { detailKeys, purposeCodes } from "../../domain/details.ts";
import { parseFacade } from "../../domain/facade.ts";
import { featureCatalogue, featureKeys } from "../../domain/features.ts";
import { facadeCodes, listingKinds, statusesOfKind } from "../../domain/listing.ts";
import ar from "../i18n/locales/ar.ts";
import { detailBlocksAr } from "../i18n/locales/detail-blocks.ar.ts";
import { detailBlocksEn } from "../i18n/locales/detail-blocks.en.ts";
import en from "../i18n/locales/en.ts";
import { featuresAr } from "../i18n/locales/features.ar.ts";
import { featuresEn } from "../i18n/locales/features.en.ts";
import { listingLabels } from "./listing-labels.ts";

describe("the editor's catalogue labels", () => {
  it("are the public pages' labels, for every feature, detail, purpose, side and status", () => {
    const sources = [
      { labels: listingLabels.ar, blocks: detailBlocksAr, features: featuresAr, site: ar },
      { labels: listingLabels.en, blocks: detailBlocksEn, features: featuresEn, site: en },
    ];
    for (const { labels, blocks, features, site } of sources) {
      for (const key of featureKeys) {
        expect(labels.features[key], key).toBe((features as Record<string, string>)[featureCatalogue[key].title]);
      }
      for (const key of detailKeys) {
        expect(labels.details[key], key).toBe((blocks.details.labels as Record<string, string>)[key]);
      }
      for (const code of purposeCodes) expect(labels.purposes[code]).toBe(blocks.details.purposes[code]);
      expect(labels.sides).toEqual(blocks.facade.side);
      for (const code of facadeCodes) {
        const sides = parseFacade(code)!.sides.map((side) => blocks.facade.side[side]);
        expect(labels.facades[code]).toBe(`${sides.join(" + ")} (${code})`);
      }
      for (const kind of listingKinds) {
        for (const status of statusesOfKind[kind]) {
          expect((labels.statuses[kind] as Record<string, string>)[status], `${kind} ${status}`).toBe(
            (site.Status[kind] as Record<string, string>)[status],
          );
        }
        expect(Object.keys(labels.statuses[kind]).sort()).toEqual([...statusesOfKind[kind]].sort());
      }
    }
  });
});
