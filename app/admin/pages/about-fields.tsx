import { customersSlot } from "../../../domain/company-page-view.ts";
import type { AboutPageContent, AboutTexts } from "../../../domain/company-pages.ts";
import type { Language } from "../../../domain/language.ts";
import { useAdminT } from "../admin-i18n.ts";
import { TextField } from "../form-fields.tsx";
// A `.client` module: TipTap stays out of the server build (as in the listing form's texts).
import { RichTextField } from "../rich-text-field.client.tsx";
import { inLanguage, LanguageColumn, LanguageColumns, PageBlock, TextAreaField } from "./language-columns.tsx";
import type { PageFieldsProps } from "./page-fields.ts";
import { PictureField } from "./picture-field.tsx";

// The about page's blocks (spec §2 About; docs/decisions/043-company-pages.md): the intro and the licences text
// are rich text, sanitised by the server as listing descriptions are; values and objectives are plain texts.
// "Why choose us" is optional in the schema (documents published before it stay valid): the editor fills it from
// the site's own reasons until it is saved.

/** The about page's field groups: each block with Arabic and English side by side, then the intro's picture. */
export function AboutFields({ content, onChange, fields, defaults }: PageFieldsProps<AboutPageContent>) {
  const t = useAdminT();
  const at = (language: Language, path: string) => fields[`content.${language}.${path}`];
  const set = (language: Language, texts: AboutTexts) => onChange({ ...content, [language]: texts });
  const heading = (language: Language, block: "intro" | "values" | "objectives" | "licences") => (
    <TextField
      label={t("companyPages.about.heading")}
      {...inLanguage(language)}
      value={content[language][block].heading}
      onChange={(event) =>
        set(language, {
          ...content[language],
          [block]: { ...content[language][block], heading: event.target.value },
        })
      }
      error={at(language, `${block}.heading`)}
    />
  );
  return (
    <>
      <PageBlock block="intro" title={t("companyPages.about.intro")}>
        <p className="text-sm text-ink-700">{t("companyPages.about.nameHint")}</p>
        <LanguageColumns>
          {(language) => (
            <LanguageColumn language={language}>
              {heading(language, "intro")}
              <RichTextField
                label={t("companyPages.text")}
                language={language}
                value={content[language].intro.text}
                onChange={(text) =>
                  set(language, { ...content[language], intro: { ...content[language].intro, text } })
                }
                error={at(language, "intro.text")}
              />
            </LanguageColumn>
          )}
        </LanguageColumns>
      </PageBlock>
      <PictureField
        picture={content.picture}
        onChange={(picture) => onChange({ ...content, picture })}
        fields={fields}
        path="picture"
        legend={t("companyPages.about.picture")}
        emptyText={t("companyPages.about.noPicture")}
      />
      <PageBlock block="values" title={t("companyPages.about.values")}>
        <LanguageColumns>
          {(language) => (
            <LanguageColumn language={language}>
              {heading(language, "values")}
              {content[language].values.items.map((item, index) => {
                const setItem = (changed: typeof item) =>
                  set(language, {
                    ...content[language],
                    values: {
                      ...content[language].values,
                      items: content[language].values.items.map((old, at) => (at === index ? changed : old)),
                    },
                  });
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the four values are fixed places on the page
                  <div key={index} className="grid gap-2 rounded-lg border border-ink-500/20 p-3">
                    <TextField
                      label={t("companyPages.about.valueTitle", { number: index + 1 })}
                      {...inLanguage(language)}
                      value={item.title}
                      onChange={(event) => setItem({ ...item, title: event.target.value })}
                      error={at(language, `values.items.${index}.title`)}
                    />
                    <TextAreaField
                      label={t("companyPages.about.valueText", { number: index + 1 })}
                      language={language}
                      value={item.text}
                      onChange={(text) => setItem({ ...item, text })}
                      error={at(language, `values.items.${index}.text`)}
                    />
                  </div>
                );
              })}
            </LanguageColumn>
          )}
        </LanguageColumns>
      </PageBlock>
      <PageBlock block="whyUs" title={t("companyPages.about.whyUs")}>
        <p className="text-sm text-ink-700">{t("companyPages.about.whyUsHint", { customers: customersSlot })}</p>
        <LanguageColumns>
          {(language) => {
            const whyUs = content[language].whyUs ?? defaults[language].whyUs ?? { heading: "", items: [] };
            const setWhyUs = (changed: typeof whyUs) => set(language, { ...content[language], whyUs: changed });
            return (
              <LanguageColumn language={language}>
                <TextField
                  label={t("companyPages.about.heading")}
                  {...inLanguage(language)}
                  value={whyUs.heading}
                  onChange={(event) => setWhyUs({ ...whyUs, heading: event.target.value })}
                  error={at(language, "whyUs.heading")}
                />
                {whyUs.items.map((item, index) => {
                  const setItem = (changed: typeof item) =>
                    setWhyUs({ ...whyUs, items: whyUs.items.map((old, at) => (at === index ? changed : old)) });
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the three reasons are fixed places on the page
                    <div key={index} className="grid gap-2 rounded-lg border border-ink-500/20 p-3">
                      <TextField
                        label={t("companyPages.about.reasonTitle", { number: index + 1 })}
                        {...inLanguage(language)}
                        value={item.title}
                        onChange={(event) => setItem({ ...item, title: event.target.value })}
                        error={at(language, `whyUs.items.${index}.title`)}
                      />
                      <TextAreaField
                        label={t("companyPages.about.reasonText", { number: index + 1 })}
                        language={language}
                        value={item.text}
                        onChange={(text) => setItem({ ...item, text })}
                        error={at(language, `whyUs.items.${index}.text`)}
                      />
                    </div>
                  );
                })}
              </LanguageColumn>
            );
          }}
        </LanguageColumns>
      </PageBlock>
      <PageBlock block="objectives" title={t("companyPages.about.objectives")}>
        <LanguageColumns>
          {(language) => (
            <LanguageColumn language={language}>
              {heading(language, "objectives")}
              {content[language].objectives.items.map((item, index) => (
                <TextAreaField
                  // biome-ignore lint/suspicious/noArrayIndexKey: the five objectives are numbered places
                  key={index}
                  label={t("companyPages.about.objective", { number: index + 1 })}
                  language={language}
                  value={item}
                  rows={2}
                  onChange={(text) =>
                    set(language, {
                      ...content[language],
                      objectives: {
                        ...content[language].objectives,
                        items: content[language].objectives.items.map((old, at) => (at === index ? text : old)),
                      },
                    })
                  }
                  error={at(language, `objectives.items.${index}`)}
                />
              ))}
            </LanguageColumn>
          )}
        </LanguageColumns>
      </PageBlock>
      <PageBlock block="licences" title={t("companyPages.about.licences")}>
        <p className="text-sm text-ink-700">{t("companyPages.about.licencesHint")}</p>
        <LanguageColumns>
          {(language) => (
            <LanguageColumn language={language}>
              {heading(language, "licences")}
              <RichTextField
                label={t("companyPages.text")}
                language={language}
                value={content[language].licences.text}
                onChange={(text) =>
                  set(language, { ...content[language], licences: { ...content[language].licences, text } })
                }
                error={at(language, "licences.text")}
              />
            </LanguageColumn>
          )}
        </LanguageColumns>
      </PageBlock>
    </>
  );
}
