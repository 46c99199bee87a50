import type { WhyChooseUs, WhyChooseUsFigure } from "../../../domain/company-pages.ts";
import { useAdminT } from "../admin-i18n.ts";
import { NumberField, secondaryButton, TextField } from "../form-fields.tsx";
import { defaultWhyChooseUs } from "./default-content.ts";
import { LanguageColumns, TextAreaField } from "./language-columns.tsx";

// The home page's "why choose us" points and the figures beside them (docs/decisions/043-company-pages.md), each in
// Arabic and English side by side. A home document without them (stored before they existed) starts from the
// shipped ones.

const maxPoints = 6;

const maxFigures = 3;

export function WhyChooseUsFields({
  value,
  onChange,
  fields,
}: {
  value: WhyChooseUs | undefined;
  onChange: (value: WhyChooseUs) => void;
  fields: Record<string, string>;
}) {
  const t = useAdminT();
  const block = value ?? defaultWhyChooseUs;
  const at = (path: string) => fields[`content.whyChooseUs.${path}`];
  const setPoint = (index: number, point: WhyChooseUs["points"][number]) =>
    onChange({ ...block, points: block.points.map((old, at) => (at === index ? point : old)) });
  const setFigure = (index: number, figure: WhyChooseUsFigure) =>
    onChange({ ...block, figures: block.figures.map((old, at) => (at === index ? figure : old)) });

  return (
    <section className="grid gap-4 rounded-xl bg-white p-4 shadow-sm" aria-labelledby="why-choose-us-heading">
      <div>
        <h2 id="why-choose-us-heading" className="text-lg font-bold text-ink-900">
          {t("companyPages.whyChooseUs.heading")}
        </h2>
        <p className="text-sm text-ink-700">{t("companyPages.whyChooseUs.intro")}</p>
      </div>
      <fieldset className="grid gap-3" data-why-points>
        <legend className="mb-1 text-base font-bold text-brand-800">{t("companyPages.whyChooseUs.points")}</legend>
        {at("points") ? <p className="text-sm font-semibold text-red-700">{at("points")}</p> : null}
        {block.points.map((point, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the points have no identity but their place
            <div key={index} className="grid gap-2 border-b border-ink-500/10 pb-3">
              <LanguageColumns>
                {(language) => (
                  // Two lines of room: a point may be a sentence.
                  <TextAreaField
                    rows={2}
                    language={language}
                    label={t(
                      language === "ar" ? "companyPages.whyChooseUs.point" : "companyPages.whyChooseUs.pointEn",
                      {
                        number,
                      },
                    )}
                    value={point[language]}
                    onChange={(text) => setPoint(index, { ...point, [language]: text })}
                    error={at(`points.${index}.${language}`)}
                  />
                )}
              </LanguageColumns>
              {block.points.length > 1 ? (
                <button
                  type="button"
                  className="justify-self-start text-sm font-semibold text-red-700 underline"
                  onClick={() => onChange({ ...block, points: block.points.filter((_, at) => at !== index) })}
                >
                  {t("companyPages.whyChooseUs.removePoint", { number })}
                </button>
              ) : null}
            </div>
          );
        })}
        {block.points.length < maxPoints ? (
          <button
            type="button"
            className={`${secondaryButton} justify-self-start`}
            onClick={() => onChange({ ...block, points: [...block.points, { ar: "", en: "" }] })}
          >
            {t("companyPages.whyChooseUs.addPoint")}
          </button>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-3" data-why-figures>
        <legend className="mb-1 text-base font-bold text-brand-800">{t("companyPages.whyChooseUs.figures")}</legend>
        {block.figures.length === 0 ? (
          <p className="text-sm text-ink-700">{t("companyPages.whyChooseUs.noFigures")}</p>
        ) : null}
        {block.figures.map((figure, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the figures have no identity but their place
            <fieldset key={index} className="grid gap-3 rounded-lg border border-ink-500/20 p-3">
              <legend className="px-1 text-sm font-bold text-ink-900">
                {t("companyPages.whyChooseUs.figure", { number })}
              </legend>
              <div className="max-w-xs">
                <NumberField
                  label={t("companyPages.whyChooseUs.value")}
                  value={figure.value}
                  onValueChange={(value) => setFigure(index, { ...figure, value })}
                  hint={t("companyPages.whyChooseUs.valueHint")}
                  error={at(`figures.${index}.value`)}
                />
              </div>
              <LanguageColumns>
                {(language) => {
                  const dir = language === "ar" ? "rtl" : "ltr";
                  const texts = figure[language];
                  const name = t(language === "ar" ? "companyPages.arabic" : "companyPages.english");
                  return (
                    <div className="grid content-start gap-3" data-language={language}>
                      <TextField
                        label={`${t("companyPages.whyChooseUs.lead")} (${name})`}
                        dir={dir}
                        lang={language}
                        value={texts.lead}
                        onChange={(event) =>
                          setFigure(index, { ...figure, [language]: { ...texts, lead: event.target.value } })
                        }
                        hint={figure.value === null ? t("companyPages.whyChooseUs.labelHint") : undefined}
                        error={at(`figures.${index}.${language}.lead`)}
                      />
                      <TextField
                        label={`${t("companyPages.whyChooseUs.label")} (${name})`}
                        dir={dir}
                        lang={language}
                        value={texts.label}
                        onChange={(event) =>
                          setFigure(index, { ...figure, [language]: { ...texts, label: event.target.value } })
                        }
                        hint={figure.value === null ? t("companyPages.whyChooseUs.labelHint") : undefined}
                        error={at(`figures.${index}.${language}.label`)}
                      />
                    </div>
                  );
                }}
              </LanguageColumns>
              <button
                type="button"
                className="justify-self-start text-sm font-semibold text-red-700 underline"
                onClick={() => onChange({ ...block, figures: block.figures.filter((_, at) => at !== index) })}
              >
                {t("companyPages.whyChooseUs.removeFigure", { number })}
              </button>
            </fieldset>
          );
        })}
        {block.figures.length < maxFigures ? (
          <button
            type="button"
            className={`${secondaryButton} justify-self-start`}
            onClick={() =>
              onChange({
                ...block,
                figures: [...block.figures, { value: 0, ar: { lead: "", label: "" }, en: { lead: "", label: "" } }],
              })
            }
          >
            {t("companyPages.whyChooseUs.addFigure")}
          </button>
        ) : null}
      </fieldset>
    </section>
  );
}
