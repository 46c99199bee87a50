import { companyLd } from "../../domain/structured-data.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { HydrationBoundary } from "../lib/hydration-boundary.tsx";
import { KeptOnServer } from "../lib/kept-on-server.tsx";
import { useSiteData } from "../lib/site-data.ts";
import { JsonLdScript } from "./json-ld.tsx";
import { NavigationSpinner } from "./navigation-spinner.tsx";
import { SiteFooter, siteFooterClass } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { ToastHost } from "./toast/toast-host.tsx";
import { WhatsAppButton } from "./whatsapp-button.tsx";

/**
 * The shared shell of spec §2: fixed top bar, page outlet, footer, the floating chat button,
 * and the one place toasts appear (spec §4).
 */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { company, language, origin, companyDescription } = useSiteData();
  return (
    <>
      <JsonLdScript data={import.meta.env.SSR ? companyLd(company, language, origin, companyDescription) : null} />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("nav.skipToContent")}
      </a>
      <HydrationBoundary>
        <SiteHeader />
      </HydrationBoundary>
      <NavigationSpinner />
      <main id="main" className="min-h-[70vh] pt-[var(--header-height)] print:min-h-0 print:pt-0">
        {children}
      </main>
      <HydrationBoundary>
        {import.meta.env.SSR ? (
          // The same on every page of a language: drawn once per language, year and company settings
          // (app/lib/kept-on-server.tsx); the browser draws it as ever.
          <KeptOnServer
            element="footer"
            attributes={{ className: siteFooterClass }}
            keptAs={`${language} ${new Date().getFullYear()}`}
            version={company}
          >
            <SiteFooter />
          </KeptOnServer>
        ) : (
          <SiteFooter />
        )}
      </HydrationBoundary>
      <WhatsAppButton />
      <ToastHost />
    </>
  );
}
