import { bannerSections } from "../../../domain/banner.ts";
import type { BannersContent } from "../../../domain/company-pages.ts";
import { useAdminT } from "../admin-i18n.ts";
import type { PageFieldsProps } from "./page-fields.ts";
import { PictureField } from "./picture-field.tsx";

// The section banners in the editor (docs/decisions/043-company-pages.md): one picture per section, through the
// same upload, descriptions and focal point as the home hero's.

export function BannerFields({ content, onChange, fields }: PageFieldsProps<BannersContent>) {
  const t = useAdminT();
  return (
    <>
      <p className="text-ink-700">{t("companyPages.banners.intro")}</p>
      {bannerSections.map((section) => (
        <div key={section} data-banner-section={section}>
          <PictureField
            legend={t(`companyPages.banners.sections.${section}`)}
            picture={content.pictures[section] ?? null}
            onChange={(picture) => {
              // None: the key leaves the document, and the section shows the banner the site ships.
              const { [section]: _removed, ...others } = content.pictures;
              onChange({ ...content, pictures: picture ? { ...others, [section]: picture } : others });
            }}
            fields={fields}
            path={`pictures.${section}`}
            crop="banner"
          />
        </div>
      ))}
    </>
  );
}
