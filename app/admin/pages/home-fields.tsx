import { heroButtonPaths } from "../../../domain/company-page-view.ts";
import type { HeroTexts, HomePageContent } from "../../../domain/company-pages.ts";
import type { Language } from "../../../domain/language.ts";
import { useAdminT } from "../admin-i18n.ts";
import { control, SelectField, TextField } from "../form-fields.tsx";
import { LanguageColumns } from "./language-columns.tsx";
import type { PageFieldsProps } from "./page-fields.ts";
import { PictureField } from "./picture-field.tsx";
import { WhyChooseUsFields } from "./why-choose-us-fields.tsx";

// The home page's blocks in the editor (docs/decisions/043-company-pages.md): the hero's words in both languages
// and its picture.

function HeroColumn({
  language,
  texts,
  onChange,
  fields,
}: {
  language: Language;
  texts: HeroTexts;
  onChange: (texts: HeroTexts) => void;
  fields: Record<string, string>;
}) {
  const t = useAdminT();
  const at = (name: string) => fields[`content.hero.${language}.${name}`];
  const dir = language === "ar" ? "rtl" : "ltr";
  const textId = `hero-text-${language}`;
  const button = (which: "primary" | "secondary") => (
    <fieldset className="grid gap-2 rounded-lg border border-ink-500/20 p-3">
      <legend className="px-1 text-sm font-bold text-ink-900">{t(`companyPages.${which}`)}</legend>
      <TextField
        label={t("companyPages.buttonLabel")}
        dir={dir}
        lang={language}
        value={texts[which].label}
        onChange={(event) => onChange({ ...texts, [which]: { ...texts[which], label: event.target.value } })}
        error={at(`${which}.label`)}
      />
      <SelectField
        label={t("companyPages.buttonPath")}
        value={texts[which].path}
        onChange={(event) =>
          onChange({ ...texts, [which]: { ...texts[which], path: event.target.value as HeroTexts["primary"]["path"] } })
        }
        error={at(`${which}.path`)}
      >
        {heroButtonPaths.map((path) => (
          <option key={path} value={path}>
            {t(`companyPages.paths.${path}`)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
  return (
    <fieldset className="grid content-start gap-3" data-language={language}>
      <legend className="mb-1 text-base font-bold text-brand-800">
        {t(language === "ar" ? "companyPages.arabic" : "companyPages.english")}
      </legend>
      <TextField
        label={t("companyPages.eyebrow")}
        dir={dir}
        lang={language}
        value={texts.eyebrow}
        onChange={(event) => onChange({ ...texts, eyebrow: event.target.value })}
        error={at("eyebrow")}
      />
      <TextField
        label={t("companyPages.heading")}
        dir={dir}
        lang={language}
        value={texts.heading}
        onChange={(event) => onChange({ ...texts, heading: event.target.value })}
        error={at("heading")}
      />
      <div>
        <label htmlFor={textId} className="block text-sm font-semibold text-ink-900">
          {t("companyPages.text")}
        </label>
        <textarea
          id={textId}
          dir={dir}
          lang={language}
          rows={4}
          className={control}
          value={texts.text}
          aria-invalid={at("text") ? true : undefined}
          aria-describedby={at("text") ? `${textId}-error` : undefined}
          onChange={(event) => onChange({ ...texts, text: event.target.value })}
        />
        {at("text") ? (
          <p id={`${textId}-error`} className="mt-1 text-sm font-semibold text-red-700">
            {at("text")}
          </p>
        ) : null}
      </div>
      {button("primary")}
      {button("secondary")}
    </fieldset>
  );
}

/** The home page's field groups: the hero (words side by side, then its picture). */
export function HomeFields({ content, onChange, fields }: PageFieldsProps<HomePageContent>) {
  const t = useAdminT();
  const setHero = (hero: Partial<HomePageContent["hero"]>) =>
    onChange({ ...content, hero: { ...content.hero, ...hero } });
  return (
    <>
      <section className="grid gap-3 rounded-xl bg-white p-4 shadow-sm" aria-labelledby="hero-heading">
        <h2 id="hero-heading" className="text-lg font-bold text-ink-900">
          {t("companyPages.hero")}
        </h2>
        <LanguageColumns>
          {(language) => (
            <HeroColumn
              language={language}
              texts={content.hero[language]}
              onChange={(texts) => setHero({ [language]: texts })}
              fields={fields}
            />
          )}
        </LanguageColumns>
      </section>
      <PictureField
        picture={content.hero.picture}
        onChange={(picture) => setHero({ picture })}
        fields={fields}
        path="hero.picture"
      />
      <WhyChooseUsFields
        value={content.whyChooseUs}
        onChange={(whyChooseUs) => onChange({ ...content, whyChooseUs })}
        fields={fields}
      />
    </>
  );
}
