import type { AdminCategory, ListingInput } from "../../../domain/admin/listing-editor.ts";
import type { Language } from "../../../domain/language.ts";
import type { ListingKind } from "../../../domain/listing.ts";
import { BasicsSection } from "./basics-section.tsx";
import { BoundariesSection } from "./boundaries-section.tsx";
import { DetailsSection } from "./details-section.tsx";
import { DocumentsSection } from "./documents-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { LicenceSection } from "./licence-section.tsx";
import { LocationSection } from "./location-section.tsx";
import { LotsSection } from "./lots-section.tsx";
import type { Errors, Patch } from "./section.tsx";
import { TextsSection } from "./texts-section.tsx";

/** The editor's fields, by section (one module each); each field shows the server's message for it. */
export function ListingFields({
  kind,
  value,
  patch,
  errors,
  categories,
  language,
}: {
  kind: ListingKind;
  value: ListingInput;
  patch: Patch;
  errors: Errors;
  categories: AdminCategory[];
  language: Language;
}) {
  const section = { kind, value, patch, errors, language };
  const ownCategories = categories.filter((category) => category.kind === kind);
  return (
    <>
      <TextsSection {...section} />
      <BasicsSection {...section} categories={ownCategories} />
      <LocationSection {...section} />
      <DetailsSection {...section} />
      <BoundariesSection {...section} />
      <FeaturesSection {...section} />
      {kind === "auction" ? (
        <LotsSection
          lots={value.lots}
          onChange={(lots) => patch({ lots })}
          errors={errors}
          categories={ownCategories.map((category) => ({
            id: category.id,
            name: language === "ar" ? category.nameAr : category.nameEn,
          }))}
        />
      ) : null}
      <DocumentsSection {...section} />
      <LicenceSection {...section} />
    </>
  );
}
