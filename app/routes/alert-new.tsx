import { type FormEvent, type InputEvent, useEffect, useRef, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from "react-router";
import { isListingKind, type ListingKind, listingKinds } from "../../domain/listing.ts";
import { languageOfPath } from "../../domain/localized-path.ts";
import { alertFiltersOf, isAlertRefusal } from "../../domain/search-alert.ts";
import { SearchSummary } from "../components/alerts/search-summary.tsx";
import { PageMeta } from "../components/page-meta.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { servicesContext } from "../lib/load-context.ts";
import { readSessionDraft, saveSessionDraft } from "../lib/session-draft.ts";
import { useLanguage, useLocalizePath } from "../lib/site-data.ts";
import type { Route } from "./+types/alert-new";

const listPaths = { auction: "/auctions", project: "/directmarketing", property: "/propertymanagement" } as const;

/**
 * /alerts/new?kind=…&<the list's filters>: the "Alert me" link of a list (or of the map) opens it. The filters are
 * read by the lists' one filter table; the form posts to /api/alerts, with or without JavaScript.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const language = languageOfPath(url.pathname);
  const kindParam = url.searchParams.get("kind");
  const kind: ListingKind | null = isListingKind(kindParam) ? kindParam : null;
  const parsed = alertFiltersOf(kind ?? "property", url.searchParams);
  const filters = parsed.success ? parsed.filters : "";
  const refused = url.searchParams.get("refused");
  const categories =
    kind === null
      ? []
      : await context
          .get(servicesContext)
          .listCategories(kind, language)
          .catch(() => []);
  return {
    kind,
    filters,
    categories: categories.map(({ id, name }) => ({ id, name })),
    sent: url.searchParams.get("sent") === "1",
    // The form posted without the page's code and refused (server/api/alerts/alert.routes.ts): why, to say it.
    refused: isAlertRefusal(refused) ? refused : null,
  };
}

/** Without what the form post answered (`sent`, `refused`), which the page drops from its address once it runs. */
function withoutAnswer(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("sent");
  search.delete("refused");
  return `${url.pathname}?${search}`;
}

/** Dropping the answer from the address reads nothing again: the page keeps what it shows. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return withoutAnswer(currentUrl) === withoutAnswer(nextUrl) ? false : defaultShouldRevalidate;
}

/** The browser's own check without JavaScript: an address whose domain has a dot, digits Latin or Arabic-Indic. */
const emailPattern =
  "[^\\s@]+@[A-Za-z0-9\\-\\u0660-\\u0669\\u06F0-\\u06F9]+(\\.[A-Za-z0-9\\-\\u0660-\\u0669\\u06F0-\\u06F9]+)+";

/** Arabic-Indic and Eastern Arabic-Indic digits (U+0660–0669, U+06F0–06F9), whose low four bits are the digit. */
const arabicDigit = /[\u0660-\u0669\u06F0-\u06F9]/;
const arabicDigits = new RegExp(arabicDigit.source, "g");

const field = "w-full rounded-md border border-sand-200 bg-white px-3 py-2.5 text-base";
const primary =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

export default function AlertNew({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const { kind, filters, categories } = loaderData;
  const [sent, setSent] = useState(loaderData.sent);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(() =>
    loaderData.refused ? t(`alertsPage.refused.${loaderData.refused}`) : null,
  );
  const [emailError, setEmailError] = useState<string | null>(null);
  // The answer of a form posted without the page's code is said once: the address loses `sent` and `refused` as the
  // page runs (the message stays on screen), so a reload or a link shared from here does not say it again.
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, over the address the server answered
  useEffect(() => {
    const kept = new URLSearchParams(location.search);
    if (!kept.has("sent") && !kept.has("refused")) return;
    kept.delete("sent");
    kept.delete("refused");
    void navigate({ search: `?${kept}`, hash: location.hash }, { replace: true, preventScrollReset: true });
  }, []);
  // Without JavaScript the browser checks the form (required, pattern); once the page runs, the server's answer
  // does, in the page's language and reading Arabic-Indic digits as Latin ones.
  const [checksItself, setChecksItself] = useState(false);
  useEffect(() => setChecksItself(true), []);
  const backTo = kind ? `${localize(listPaths[kind])}${filters ? `?${filters}` : ""}` : localize("/map");

  // What was typed survives a reload or a language switch (the page is never kept by the browser): one draft per
  // search, its address, section and frequency.
  const form = useRef<HTMLFormElement>(null);
  const draftKey = `alert-draft:${kind ?? ""}:${filters}`;
  const saveDraft = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const email = String(data.get("email") ?? "");
    saveSessionDraft(
      draftKey,
      email === ""
        ? null
        : { email, kind: String(data.get("kind") ?? ""), frequency: String(data.get("frequency") ?? "") },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, over the server's form
  useEffect(() => {
    const element = form.current;
    const draft = element ? readSessionDraft(draftKey) : null;
    if (!element || !draft) return;
    const email = element.querySelector<HTMLInputElement>("input[name=email]");
    // Text typed before the page's code ran is newer than the draft.
    if (email && email.value === "" && draft.email) {
      email.value = draft.email.replace(arabicDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
    } else if (email && email.value !== draft.email) return;
    for (const name of ["kind", "frequency"]) {
      const radio = [...element.querySelectorAll<HTMLInputElement>(`input[type=radio][name=${name}]`)].find(
        (option) => option.value === draft[name],
      );
      if (radio) radio.checked = true;
    }
  }, []);

  // With JavaScript the answer shows here; without it the form posts and the API answers with this page, sent.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const emailField = event.currentTarget.querySelector<HTMLInputElement>("input[name=email]");
    setError(null);
    setEmailError(null);
    setBusy(true);
    try {
      const response = await fetch("/api/alerts", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": language },
        body: JSON.stringify(Object.fromEntries(form)),
      });
      if (response.ok) {
        saveSessionDraft(draftKey, null);
        setSent(true);
        return;
      }
      const body = (await response.json().catch(() => null)) as {
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      // The server's check, in the page's language (it reads Arabic-Indic digits as Latin ones): the address's
      // message under its field, any other in the form's message.
      const { email, ...others } = body?.error?.fields ?? {};
      if (email) {
        setEmailError(email);
        emailField?.focus();
      }
      const other = Object.values(others)[0];
      if (other || !email) setError(other ?? body?.error?.message ?? t("alertsPage.failed"));
    } catch {
      setError(t("alertsPage.failed"));
    } finally {
      setBusy(false);
    }
  }

  // An Arabic keyboard types ٢٠٢٦: shown as 2026 at once, as the address will be stored.
  // (Digit for digit, so the caret stays where it was; domain/digits.ts is not imported here, which would move it
  // into the chunk the detail pages load.)
  function latinDigits(event: InputEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    if (!arabicDigit.test(input.value)) return;
    const caret = input.selectionStart;
    input.value = input.value.replace(arabicDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
    if (caret !== null) input.setSelectionRange(caret, caret);
  }

  return (
    <div className="container-page max-w-2xl py-10">
      <PageMeta title={t("alertsPage.newTitle")} noIndex />
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("alertsPage.newTitle")}</h1>
      <p className="mt-2 text-ink-700">{t("alertsPage.newIntro")}</p>
      {sent ? (
        <div role="status" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-5">
          <h2 className="text-lg font-bold text-green-900">{t("alertsPage.sentTitle")}</h2>
          <p className="mt-1 text-green-900">{t("alertsPage.sentText")}</p>
        </div>
      ) : (
        <form
          ref={form}
          method="post"
          action="/api/alerts"
          onSubmit={submit}
          onChange={saveDraft}
          className="mt-6 flex flex-col gap-5"
          noValidate={checksItself}
        >
          <input type="hidden" name="filters" value={filters} />
          <input type="hidden" name="language" value={language} />
          {kind ? (
            <section className="rounded-xl border border-sand-100 bg-white p-4">
              <h2 className="mb-2 font-semibold text-ink-900">
                {t("alertsPage.search")}: {t(`alertsPage.kinds.${kind}`)}
              </h2>
              <input type="hidden" name="kind" value={kind} />
              <SearchSummary kind={kind} filters={filters} categories={categories} />
            </section>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold text-ink-900">{t("alertsPage.chooseSection")}</legend>
              {listingKinds.map((option) => (
                <label key={option} className="flex items-center gap-2">
                  <input type="radio" name="kind" value={option} required />
                  {t(`alertsPage.kinds.${option}`)}
                </label>
              ))}
            </fieldset>
          )}
          <label className="flex flex-col gap-1">
            <span className="font-semibold text-ink-900">{t("alertsPage.email")}</span>
            {/* Text, not "email": Chrome turns a typo such as "example،sa" into punycode and sends it as a valid
                address, and refuses Arabic-Indic digits with a message in its own language. */}
            <input
              type="text"
              name="email"
              required
              maxLength={254}
              pattern={emailPattern}
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              className={`${field} rtl:text-end`}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? "alert-email-error alert-email-hint" : "alert-email-hint"}
              onInput={latinDigits}
            />
            {emailError ? (
              <span id="alert-email-error" className="text-sm font-semibold text-red-800">
                {emailError}
              </span>
            ) : null}
            <span id="alert-email-hint" className="text-sm text-ink-500">
              {t("alertsPage.emailHint")}
            </span>
          </label>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-ink-900">{t("alertsPage.frequency")}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="frequency" value="daily" defaultChecked />
              {t("alertsPage.daily")}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="frequency" value="weekly" />
              {t("alertsPage.weekly")}
            </label>
          </fieldset>
          {error ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-900">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={primary} disabled={busy}>
              {busy ? t("alertsPage.sending") : t("alertsPage.submit")}
            </button>
            <Link to={backTo} className="text-sm font-semibold text-brand-800 underline">
              {t("alertsPage.backToList")}
            </Link>
          </div>
        </form>
      )}
    </div>
  );
}
