import { useLinkClickHandler, useLocation, useNavigation } from "react-router";
import { otherLanguage } from "../../domain/language.ts";
import { languageSwitchHref, switchLanguageOfUrl } from "../../domain/localized-path.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { rememberLanguage } from "../lib/language-preference.ts";
import { useLanguage } from "../lib/site-data.ts";

/**
 * Links to the same page in the other language and remembers the choice (docs/decisions/003-language-urls.md).
 * Followed by the browser (before the scripts run, or opened in a new tab), the link's mark has the server record
 * the choice and redirect to the page itself; once hydrated, a press records it here and navigates in the page,
 * which then starts at the top like every other change of path (spec §2).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const current = useLocation();
  // Mid-navigation (a filter just changed), switch the page the visitor is going to.
  const location = useNavigation().location ?? current;
  const target = otherLanguage(language);
  // A plain press navigates in the page to the unmarked address; a new tab or window follows the marked link.
  const navigate = useLinkClickHandler(switchLanguageOfUrl(location.pathname, location.search, location.hash, target));
  return (
    <a
      href={languageSwitchHref(location.pathname, location.search, location.hash, target)}
      onClick={(event) => {
        rememberLanguage(target);
        navigate(event);
      }}
      hrefLang={target}
      title={t("language.switchLabel")}
      className={className}
    >
      <span lang={target}>{t("language.switchTo")}</span>
    </a>
  );
}
