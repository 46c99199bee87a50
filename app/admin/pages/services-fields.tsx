import { serviceSectionNames } from "../../../domain/company-page-view.ts";
import type { ServicesPageContent, ServicesTexts } from "../../../domain/company-pages.ts";
import type { Language } from "../../../domain/language.ts";
import { useAdminT } from "../admin-i18n.ts";
import { TextField } from "../form-fields.tsx";
import { inLanguage, LanguageColumn, LanguageColumns, PageBlock, TextAreaField } from "./language-columns.tsx";
import type { PageFieldsProps } from "./page-fields.ts";

// The services page (spec §2 /services; docs/decisions/043-company-pages.md): its introduction and each of the
// five sections' title, text and offers (one per line). The buttons stay the site's own.

/** The services page's field groups: the introduction, then one block per section, both languages side by side. */
export function ServicesFields({ content, onChange, fields, defaults }: PageFieldsProps<ServicesPageContent>) {
  const t = useAdminT();
  const at = (language: Language, path: string) => fields[`content.${language}.${path}`];
  const set = (language: Language, texts: ServicesTexts) => onChange({ ...content, [language]: texts });
  return (
    <>
      <PageBlock block="intro" title={t("companyPages.services.intro")}>
        <LanguageColumns>
          {(language) => (
            <LanguageColumn language={language}>
              <TextAreaField
                label={t("companyPages.text")}
                language={language}
                value={content[language].intro}
                onChange={(intro) => set(language, { ...content[language], intro })}
                error={at(language, "intro")}
              />
            </LanguageColumn>
          )}
        </LanguageColumns>
      </PageBlock>
      {serviceSectionNames.map((name) => (
        <PageBlock key={name} block={name} title={t(`companyPages.services.sections.${name}`)}>
          <LanguageColumns>
            {(language) => {
              const section = content[language].sections[name];
              const setSection = (changed: typeof section) =>
                set(language, {
                  ...content[language],
                  sections: { ...content[language].sections, [name]: changed },
                });
              return (
                <LanguageColumn language={language}>
                  <TextField
                    label={t("companyPages.services.title")}
                    {...inLanguage(language)}
                    value={section.title}
                    onChange={(event) => setSection({ ...section, title: event.target.value })}
                    error={at(language, `sections.${name}.title`)}
                  />
                  <TextAreaField
                    label={t("companyPages.text")}
                    language={language}
                    value={section.text}
                    rows={6}
                    hint={t("companyPages.services.textHint")}
                    onChange={(text) => setSection({ ...section, text })}
                    error={at(language, `sections.${name}.text`)}
                  />
                  <TextAreaField
                    label={t("companyPages.services.offers")}
                    language={language}
                    // A page published before offers were editable: the site's own, as the page shows them.
                    value={section.offers ?? defaults[language].sections[name].offers ?? ""}
                    rows={6}
                    hint={t("companyPages.services.offersHint")}
                    onChange={(offers) => setSection({ ...section, offers })}
                    error={at(language, `sections.${name}.offers`)}
                  />
                </LanguageColumn>
              );
            }}
          </LanguageColumns>
        </PageBlock>
      ))}
    </>
  );
}
