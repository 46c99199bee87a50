import { useLocation, useNavigate, useNavigation } from "react-router";
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
  const navigate = useNavigate();
  const current = useLocation();
  // Mid-navigation (a filter just changed), switch the page the visitor is going to.
  const location = useNavigation().location ?? current;
  const target = otherLanguage(language);
  return (
    <a
      href={languageSwitchHref(location.pathname, location.search, location.hash, target)}
      onClick={(event) => {
        // A new tab or window, a download: the browser follows the marked link, and the server records the choice.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        rememberLanguage(target);
        void navigate(switchLanguageOfUrl(location.pathname, location.search, location.hash, target));
      }}
      hrefLang={target}
      title={t("language.switchLabel")}
      className={className}
    >
      <span lang={target}>{t("language.switchTo")}</span>
    </a>
  );
}
