import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { cacheControl } from "../domain/cache-control.ts";
import { aboutDescription, bannerPicturesView } from "../domain/company-page-view.ts";
import { directionOf, languageCookie, languageFromCookie } from "../domain/language.ts";
import {
  languageChoiceParameter,
  languageOfPath,
  switchLanguageOfUrl,
  withoutLanguageChoice,
} from "../domain/localized-path.ts";
import type { Route } from "./+types/root";
import fontRegular from "./assets/fonts/ibm-plex-sans-arabic-400.woff2?url";
import fontBold from "./assets/fonts/ibm-plex-sans-arabic-700.woff2?url";
import { AlternateLanguageLinks } from "./components/alternate-language-links.tsx";
import { ErrorPage } from "./components/error-page.tsx";
import { NotFound } from "./components/not-found.tsx";
import { SiteShell } from "./components/site-shell.tsx";
import { TextsProvider } from "./i18n/i18n.tsx";
import { earlyTapsScript, replayEarlyTaps } from "./lib/early-taps.ts";
import { publicSettingsContext, requestInfoContext, servicesContext } from "./lib/load-context.ts";
import { useNonce } from "./lib/nonce.ts";
import type { SiteData } from "./lib/site-data.ts";
import stylesheet from "./styles/app.css?url";

/**
 * The body and heading faces (each holds the Arabic and the Latin glyphs), fetched with
 * the stylesheet rather than after it: a heading that first renders in a fallback font
 * and then rewraps shifts the whole page (CLS).
 */
const preloadedFonts = [fontRegular, fontBold] as const;

export async function loader({ request, url, context }: Route.LoaderArgs): Promise<SiteData> {
  // `url`, not `request.url`: a data request's path carries React Router's `.data` suffix
  // (`/en.data` for the English home page), which is no language prefix.
  const language = languageOfPath(url.pathname);
  // The language switch's link, followed by the browser (docs/decisions/003-language-urls.md): the choice is
  // recorded here, so it holds even when the press came before the page's scripts.
  if (url.searchParams.has(languageChoiceParameter)) {
    const chosen = url.searchParams.get(languageChoiceParameter);
    const headers = new Headers({ "cache-control": cacheControl.noStore });
    if (chosen === language) headers.set("set-cookie", languageCookie(language));
    throw redirect(`${url.pathname}${withoutLanguageChoice(url.search)}`, { headers });
  }
  // A visitor who chose a language and comes back by typing an address or from a bookmark lands on the page in
  // that language, in both directions; links inside the site and from other sites keep the language of their URL.
  const typedOrBookmarked = request.headers.get("sec-fetch-site") === "none";
  const remembered = languageFromCookie(request.headers.get("cookie"));
  if (typedOrBookmarked && remembered && remembered !== language) {
    throw redirect(switchLanguageOfUrl(url.pathname, url.search, "", remembered));
  }
  const services = context.get(servicesContext);
  const [company, banners, about] = await Promise.all([
    services.getCompany(),
    // A page that cannot read the published banners still shows, with the banners the site ships.
    services.getCompanyPage("banners").catch((error: unknown) => {
      console.error("Loading the section banners failed", error);
      return null;
    }),
    // A page that cannot read the about page's words still shows; its structured data keeps the settings' text.
    services.getCompanyPage("about").catch((error: unknown) => {
      console.error("Loading the about page's content failed", error);
      return null;
    }),
  ]);
  const { mapTiles } = context.get(publicSettingsContext);
  const companyDescription = about ? aboutDescription(about, language, company.name[language]) || null : null;
  return {
    language,
    company,
    origin: context.get(requestInfoContext).origin,
    mapTiles,
    banners: bannerPicturesView(banners, language),
    // The clock of the first render: the browser hydrates with it (app/lib/use-now.ts).
    renderedAt: Date.now(),
    companyDescription,
  };
}

/** The shell's data changes only with the language. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const language = data?.language ?? languageOfPath(location.pathname);
  const nonce = useNonce();
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3b3c" />
        {/* Holds a press that comes before the scripts (app/lib/early-taps.ts); before the style sheet, which
            an inline script would wait for. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, allowed by the nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyTapsScript }} suppressHydrationWarning />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data ? <AlternateLanguageLinks origin={data.origin} /> : null}
        {/* Before the module preloads of <Links />: over HTTP/1.1 the render-blocking sheet
            would otherwise queue behind a few dozen scripts. */}
        <link rel="stylesheet" href={stylesheet} />
        {preloadedFonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks the document once React has taken over, so browser tests know the page is interactive, and the presses
 * held before (app/lib/early-taps.ts) are performed.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // Not inside React's effects: a press on a part not hydrated yet makes React hydrate it at once, which it
    // cannot do while it commits.
    setTimeout(replayEarlyTaps, 0);
  }, []);
}

/**
 * The back office has its own frame (app/admin/routes/admin-layout.tsx), not the public site's; a listing's
 * preview is the public page, in the public frame.
 */
const backOfficePath = /^(\/en)?\/admin(?!\/preview\/)(\/|$)/;

export default function App({ loaderData }: Route.ComponentProps) {
  useHydratedMarker();
  const { pathname } = useLocation();
  return (
    <TextsProvider language={loaderData.language}>
      {backOfficePath.test(pathname) ? (
        <Outlet />
      ) : (
        <SiteShell>
          <Outlet />
        </SiteShell>
      )}
    </TextsProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const language = data?.language ?? languageOfPath(location.pathname);
  useHydratedMarker();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // 503: the server's database is unavailable for now (server/services/page-services.ts), no bug to report.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  if (!notFound && !unavailable) console.error(error);
  const page = notFound ? <NotFound /> : <ErrorPage unavailable={unavailable} />;
  return <TextsProvider language={language}>{data ? <SiteShell>{page}</SiteShell> : page}</TextsProvider>;
}
