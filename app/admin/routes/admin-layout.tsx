import type { ReactNode } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import type { ReviewCounts } from "../../../domain/admin/listing-review.ts";
import { can, pageOf, pagesFor } from "../../../domain/admin/permissions.ts";
import type { StaffMember } from "../../../domain/admin/roles.ts";
import type { Language } from "../../../domain/language.ts";
import adminStylesheet from "../admin.css?url";
import { AdminApiError, adminFetch } from "../admin-api.ts";
import { type AdminContext, AdminSessionContext } from "../admin-context.ts";
import { adminLanguageOf, adminPath, otherLanguageOfAdminUrl } from "../admin-format.ts";
import { adminT, useAdminT } from "../admin-i18n.ts";
import { clearDraftsOnThisDevice } from "../local-draft.ts";
import { SessionKeeper } from "../session-keeper.tsx";
import { UnsavedChangesGuard, useConfirmLeave } from "../unsaved-changes.tsx";
import type { Route } from "./+types/admin-layout";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

/** The pages for people not signed in: sign-in, forgotten password, e-mailed links (decision 033). */
const signInPath = /\/admin\/(sign-in|forgot-password|reset-password|invitation)$/;
const accountPath = /\/admin\/account$/;

/** Every back office page needs a session, but the sign-in page; without one, the staff member signs in first. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const language = adminLanguageOf(url.pathname);
  const noReviews: ReviewCounts = { awaiting: 0, outcomes: 0 };
  if (signInPath.test(url.pathname)) return { language, staff: null, newCount: 0, reviews: noReviews };
  const toSignIn = () => {
    const next = encodeURIComponent(`${url.pathname}${url.search}`);
    // A redirect Response rather than React Router's redirect(): see admin-context.ts on shared code.
    return new Response(null, {
      status: 302,
      headers: { location: `${adminPath("/sign-in", language)}?next=${next}` },
    });
  };
  const session = await adminFetch<{ data: { staff: StaffMember | null; twoFactor?: { mustEnrol: boolean } } }>(
    "/session",
    { language, signal: request.signal },
  );
  if (!session.data.staff) throw toSignIn();
  // An admin who must turn on two-step sign-in does that first (docs/decisions/033-staff-accounts.md).
  if (session.data.twoFactor?.mustEnrol) {
    if (!accountPath.test(url.pathname)) {
      throw new Response(null, { status: 302, headers: { location: adminPath("/account", language) } });
    }
    return { language, staff: session.data.staff, newCount: 0, reviews: noReviews };
  }
  try {
    const options = { language, signal: request.signal };
    const [newLeads, reviews] = await Promise.all([
      adminFetch<{ data: { count: number } }>("/leads/new-count", options),
      // The review queue and the person's outcomes not opened yet (docs/decisions/036-review-before-publishing.md).
      adminFetch<{ data: ReviewCounts }>("/review-counts", options),
    ]);
    return { language, staff: session.data.staff, newCount: newLeads.data.count, reviews: reviews.data };
  } catch (error) {
    // The session ended between the two requests.
    if (error instanceof AdminApiError && error.status === 401) throw toSignIn();
    throw error;
  }
}

export function HydrateFallback() {
  const language = adminLanguageOf(useLocation().pathname);
  return (
    <>
      <title>{adminT(language)("brand")}</title>
      <meta name="robots" content="noindex, nofollow" />
      <p className="p-8 text-center text-ink-700" role="status">
        {adminT(language)("loading")}
      </p>
    </>
  );
}

function Header({
  language,
  staff,
  newCount,
  reviews,
}: {
  language: Language;
  staff: StaffMember;
  newCount: number;
  reviews: ReviewCounts;
}) {
  const t = useAdminT();
  const location = useLocation();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  // The pages this person's role may open, from the table the API's routes are held to.
  const items = pagesFor(staff).map((page) => ({ to: page.path, label: t(`nav.${page.menu}`), end: !!page.end }));
  const signOut = async () => {
    if (!(await confirmLeave())) return;
    // Drafts kept in this browser go with the person: the next one at a shared computer does not see them.
    clearDraftsOnThisDevice();
    await adminFetch("/session", { language, method: "DELETE" }).catch(() => undefined);
    navigate(adminPath("/sign-in", language));
  };
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link to={adminPath("/", language)} className="text-lg font-bold">
          {t("brand")}
        </Link>
        <Link
          to={`${adminPath("/leads", language)}?status=new`}
          className="rounded-full bg-gold-500 px-3 py-1 text-sm font-semibold text-brand-950"
          data-testid="new-leads"
        >
          {t("nav.newLeads", { count: newCount })}
        </Link>
        {can(staff.role, "publishListings") && reviews.awaiting > 0 ? (
          <Link
            to={`${adminPath("/listings", language)}?state=review`}
            className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-900"
            data-testid="review-queue"
          >
            {t("review.queue", { count: reviews.awaiting })}
          </Link>
        ) : null}
        <nav aria-label={t("nav.label")} className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={adminPath(item.to, language)}
                  end={item.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-white/15" : "hover:bg-white/10"}`
                  }
                >
                  {item.label}
                  {item.to === "/listings" && reviews.outcomes > 0 ? (
                    <span
                      className="ms-2 inline-block rounded-full bg-gold-500 px-2 text-xs text-brand-950 tabular-nums"
                      data-testid="review-outcomes"
                      title={t("review.outcomes", { count: reviews.outcomes })}
                    >
                      <span aria-hidden="true">{reviews.outcomes}</span>
                      <span className="sr-only">{t("review.outcomes", { count: reviews.outcomes })}</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-3 text-sm">
          <span className="hidden md:inline" data-testid="signed-in-as">
            {staff.name}
          </span>
          <Link
            to={otherLanguageOfAdminUrl(location.pathname, location.search)}
            hrefLang={language === "ar" ? "en" : "ar"}
            lang={language === "ar" ? "en" : "ar"}
            className="rounded-md px-2 py-1 underline-offset-4 hover:underline"
          >
            {t("nav.otherLanguage")}
          </Link>
          <button
            type="button"
            onClick={signOut}
            className="rounded-md border border-white/40 px-3 py-1.5 font-semibold hover:bg-white/10"
          >
            {t("nav.signOut")}
          </button>
        </div>
      </div>
    </header>
  );
}

/** The page in place of one this person's role may not open (typed or followed from an old link). */
function NotAllowed({ language }: { language: Language }) {
  const t = adminT(language);
  return (
    <section className="grid max-w-xl gap-3 rounded-xl bg-white p-6 shadow-sm" data-testid="not-allowed">
      <title>{`${t("auditLog.notAllowed.title")} | ${t("brand")}`}</title>
      <h1 className="text-2xl font-bold text-ink-900">{t("auditLog.notAllowed.title")}</h1>
      <p className="text-ink-700">{t("auditLog.notAllowed.body")}</p>
      <p>
        <Link to={adminPath("/", language)} className="font-semibold text-brand-700 underline">
          {t("auditLog.notAllowed.back")}
        </Link>
      </p>
    </section>
  );
}

function PageFailed({ language }: { language: Language }) {
  const t = adminT(language);
  return (
    <section className="grid max-w-xl gap-3 rounded-xl bg-white p-6 shadow-sm" role="alert" data-testid="page-failed">
      <h1 className="text-2xl font-bold text-ink-900">{t("auditLog.failed.title")}</h1>
      <p className="text-ink-700">{t("auditLog.failed.body")}</p>
    </section>
  );
}

type LayoutData = Route.ComponentProps["loaderData"];

/** The frame around a page: skip link, header and menu (for a signed-in person), the page, the session keeper. */
function Frame({ data, children }: { data: LayoutData; children: ReactNode }) {
  const { language, staff, newCount, reviews } = data;
  const context: AdminContext = { language, staff };
  return (
    <AdminSessionContext value={context}>
      <div className="min-h-screen bg-sand-50">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          {adminT(language)("skipToContent")}
        </a>
        <UnsavedChangesGuard>
          {staff ? <Header language={language} staff={staff} newCount={newCount} reviews={reviews} /> : null}
          <main id="admin-main" className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
            {children}
          </main>
          {staff ? <SessionKeeper language={language} staff={staff} /> : null}
        </UnsavedChangesGuard>
      </div>
    </AdminSessionContext>
  );
}

/** The back office's frame: its own texts (admin namespace), header and navigation, no public site shell. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const path = useLocation().pathname;
  const page = pageOf(path);
  const allowed = !loaderData.staff || !page || can(loaderData.staff, page.permission);
  return <Frame data={loaderData}>{allowed ? <Outlet /> : <NotAllowed language={loaderData.language} />}</Frame>;
}

/**
 * A page's loader that failed (the API refused an editor with 403, or could not answer) is shown inside the back
 * office's frame when the frame's own loader could read the session, never as the public site's error page.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const language = adminLanguageOf(useLocation().pathname);
  const refused = error instanceof AdminApiError && error.status === 403;
  const body = refused ? <NotAllowed language={language} /> : <PageFailed language={language} />;
  if (!loaderData?.staff) {
    return <Frame data={{ language, staff: null, newCount: 0, reviews: { awaiting: 0, outcomes: 0 } }}>{body}</Frame>;
  }
  return <Frame data={loaderData}>{body}</Frame>;
}
