import { Link, useLocation, useNavigation } from "react-router";
import { otherLanguage } from "../../domain/language.ts";
import { switchLanguageOfUrl } from "../../domain/localized-path.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { rememberLanguage } from "../lib/language-preference.ts";
import { useLanguage } from "../lib/site-data.ts";

/** Links to the same page in the other language and remembers the choice. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const current = useLocation();
  // Mid-navigation (a filter just changed), switch the page the visitor is going to.
  const location = useNavigation().location ?? current;
  const target = otherLanguage(language);
  return (
    <Link
      to={switchLanguageOfUrl(location.pathname, location.search, location.hash, target)}
      onClick={() => rememberLanguage(target)}
      preventScrollReset
      hrefLang={target}
      title={t("language.switchLabel")}
      className={className}
    >
      <span lang={target}>{t("language.switchTo")}</span>
    </Link>
  );
}
