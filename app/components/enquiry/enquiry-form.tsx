// First, before any zod schema is built in the browser.
import "../../lib/zod-in-browser.ts";
import { clsx } from "clsx";
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { CountryIso2 } from "react-international-phone";
import {
  type EnquiryField,
  type EnquiryListing,
  type EnquiryValues,
  enquiryFields,
  enquiryMaxLength,
  honeypotField,
  toEnquiryPayload,
} from "../../../domain/enquiry.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useLanguage } from "../../lib/site-data.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Icon } from "../icon.tsx";
import { notify, preloadToasts } from "../toast/toasts.ts";
import { clearDraft, draftStorageKey, readDraft, saveDraft } from "./enquiry-draft.ts";
import { type EnquiryFieldError, useEnquiryFields } from "./enquiry-fields.ts";
import { defaultPhoneCountry, isPhoneCountry } from "./phone-countries.ts";
import { PhoneField } from "./phone-field.tsx";
import { enquiryEndpoint, sendEnquiry } from "./send-enquiry.ts";
import { newSubmissionKey } from "./submission-key.ts";

export interface EnquiryFormProps {
  /** The listing of a Register Interest form; none for the contact form. */
  listing?: EnquiryListing;
  defaultValues?: Partial<EnquiryValues>;
  /** After the enquiry is stored and the success toast shown. */
  onSent?: () => void;
  /**
   * Once the form has hydrated and restored its draft: the contact page replays then what the visitor did to the
   * server's form before its code arrived (early-input.ts). Called again only if it changes.
   */
  onReady?: () => void;
  className?: string;
  /**
   * Drawn by the server inside a part of the page that its code replaces (app/lib/server-island.tsx): its send
   * button is a plain button there, whose press the part holds until the form is drawn in the browser, and which
   * submits nothing (nor does Enter in a field) before.
   */
  heldByIsland?: boolean;
  /** A form built on this one: the listing report (app/routes/report.tsx). */
  variant?: EnquiryFormVariant;
}

/**
 * What a form built on the enquiry form changes: where it sends, its draft, its own fields (drawn first), what they
 * add to the payload, and what the visitor is told once it is stored.
 */
export interface EnquiryFormVariant {
  endpoint: string;
  draftKey: string;
  fields: ReactNode;
  /** The own fields' part of the payload, or null while they are not right (they then say why themselves). */
  payload: () => Record<string, unknown> | null;
  sentMessage: string;
  /** After a stored send, with the enquiry fields emptied. */
  onReset: () => void;
}

const emptyValues: EnquiryValues = { name: "", email: "", phone: "", message: "" };

const inputClass =
  "w-full rounded-md border border-ink-500/40 bg-white px-3 py-2.5 text-ink-900 placeholder:text-ink-500 focus:border-brand-700 aria-[invalid=true]:border-red-700 disabled:bg-sand-50";

/**
 * Free text (a name, a message) reads from its own side: an Arabic name on the English page starts at the right.
 * Not `dir="auto"`, which sets an empty field left to right and moved the Arabic page's placeholders to the left.
 */
const freeTextClass = "[unicode-bidi:plaintext]";

/**
 * The contact form and the Register Interest form (spec §2, §3, §5): name, e-mail, phone and message,
 * checked as the API checks them, with messages in the page's language. Each submission carries a
 * key, kept until the enquiry is stored, so double clicks and retries store it once. Bad input and
 * failed sends keep what the visitor typed; a stored enquiry clears the form for the next one.
 * What is typed is kept as a draft for the tab (enquiry-draft.ts), restored once hydrated.
 */
/**
 * After a send on a page (not in a dialog, which closes), the emptied form is shown from its start when that start
 * is out of sight or under the fixed header and the success toast: the margin its class sets says where it must sit.
 */
function showFormStart(form: HTMLFormElement | null): void {
  if (!form) return;
  const clearFrom = Number.parseFloat(getComputedStyle(form).scrollMarginTop) || 0;
  if (form.getBoundingClientRect().top >= clearFrom) return;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
  form.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
}

export function EnquiryForm({
  listing,
  defaultValues,
  onSent,
  onReady,
  className,
  heldByIsland,
  variant,
}: EnquiryFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const idPrefix = useId();
  const initialValues: EnquiryValues = { ...emptyValues, ...defaultValues };
  const formMounted = useRef(false);
  const changedBeforeMount = useRef(false);
  const refocusPhone = useRef(false);
  const form = useEnquiryFields(initialValues, (_field, values) => {
    // Before the form's own mount effect: the phone field took a number typed before the code came (phone-field.tsx).
    if (!formMounted.current) changedBeforeMount.current = true;
    saveDraftNow();
    // Only a value that differs from the empty form counts: a change that leaves the form as the stored enquiry
    // left it does not.
    if (enquiryFields.some((field) => values[field] !== initialValues[field])) sentAndUntouched.current = false;
    // Typing in the form fetches the toasts' code before the answer needs it.
    preloadToasts();
  });
  const { register, errors, setValue } = form;
  const [sending, setSending] = useState(false);
  const [generation, setGeneration] = useState(0);
  // The phone field's starting country: changes only when the field is remounted (draft, success).
  const [startCountry, setStartCountry] = useState<CountryIso2>(defaultPhoneCountry);
  const country = useRef<string>(defaultPhoneCountry);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submissionKey = useRef<string | null>(null);
  /** When the visitor began, in ms since the epoch: the API reads a very quick fill as spam. */
  const startedAt = useRef(0);
  const draftKey = variant?.draftKey ?? draftStorageKey(listing);
  const honeypot = useRef<HTMLInputElement>(null);
  // After a stored enquiry, a late second click of a double click finds the empty form: it is ignored
  // (no "required" errors) until the visitor types again.
  const sentAndUntouched = useRef(false);

  const saveDraftNow = () =>
    saveDraft(draftKey, {
      values: form.values(),
      country: country.current,
      submissionKey: submissionKey.current,
      startedAt: startedAt.current,
    });

  const [restored, setRestored] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; form.values, initialValues and saveDraftNow read what the first render had.
  useEffect(() => {
    formMounted.current = true;
    startedAt.current = Date.now();
    // Typed into the server's form before its code arrived (the contact page loads it on intent): that is what the
    // visitor sees and means to send, not an older draft of the tab. The form has been on screen since the page
    // loaded.
    // Only now, never in the server's HTML: the hydrated page must match it first.
    const stored = readDraft(draftKey);
    const early = form.values();
    // Back and Forward: the browser puts the text fields back as they were, which is the tab's draft, but not the
    // phone (its field is controlled). Fields that are empty or hold what the draft holds are no early typing. A
    // number the phone field took as it mounted is (its change saved the draft just before: read now, it would
    // look like the tab's draft, and "restoring" it would draw the field anew under the visitor's fingers).
    const typedEarly =
      changedBeforeMount.current ||
      enquiryFields.some((field) => early[field] !== initialValues[field] && early[field] !== stored?.values[field]);
    if (typedEarly) {
      startedAt.current = Math.min(startedAt.current, Math.round(performance.timeOrigin));
      saveDraftNow();
    }
    const draft = typedEarly ? null : stored;
    setRestored(true);
    if (draft) {
      for (const field of enquiryFields) setValue(field, draft.values[field]);
      submissionKey.current = draft.submissionKey;
      startedAt.current = Math.min(draft.startedAt, startedAt.current);
      if (isPhoneCountry(draft.country)) {
        country.current = draft.country;
        setStartCountry(draft.country);
      }
      // The visitor may be in the phone field already (tapped before the code came): the one drawn anew keeps the focus.
      refocusPhone.current = document.activeElement instanceof HTMLElement && document.activeElement.id === id("phone");
      setGeneration((now) => now + 1);
    }
  }, [setValue, draftKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: after the phone field was drawn anew for a restored draft
  useLayoutEffect(() => {
    if (!refocusPhone.current) return;
    refocusPhone.current = false;
    const input = document.getElementById(id("phone"));
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [generation]);

  // After the render that restored the draft (and remounted the phone field with it).
  useEffect(() => {
    if (restored) onReady?.();
  }, [restored, onReady]);

  const onCountryChange = (iso2: CountryIso2) => {
    if (iso2 === country.current) return;
    country.current = iso2;
    saveDraftNow();
  };

  const id = (field: string) => `${idPrefix}-${field}`;
  const errorId = (field: EnquiryField) => `${id(field)}-error`;
  const errorText = (field: EnquiryField, error: EnquiryFieldError) =>
    error.type === "server"
      ? error.message
      : t(`enquiry.errors.${error.type}`, {
          max: field in enquiryMaxLength ? enquiryMaxLength[field as keyof typeof enquiryMaxLength] : undefined,
        });
  const describe = (field: EnquiryField) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? errorId(field) : undefined,
  });

  const send = async (values: EnquiryValues, extra: Record<string, unknown>) => {
    if (!submissionKey.current) {
      submissionKey.current = newSubmissionKey();
      // A resend after a language switch or a reload must reuse the key.
      saveDraftNow();
    }
    const sendWithKey = () =>
      sendEnquiry(
        variant?.endpoint ?? enquiryEndpoint(listing),
        {
          ...toEnquiryPayload(values, {
            listing,
            submissionKey: submissionKey.current ?? newSubmissionKey(),
            fillMs: Date.now() - startedAt.current,
            honeypot: honeypot.current?.value ?? "",
            sourcePage: window.location.pathname,
          }),
          ...extra,
        },
        language,
      );
    let result = await sendWithKey();
    if (result.status === "keyReused") {
      // The visitor changed the form after a send whose answer never came: what they send now is a new enquiry.
      submissionKey.current = newSubmissionKey();
      saveDraftNow();
      result = await sendWithKey();
    }
    if (result.status === "sent") {
      submissionKey.current = null;
      clearDraft(draftKey);
      country.current = defaultPhoneCountry;
      setStartCountry(defaultPhoneCountry);
      form.reset(initialValues);
      setGeneration((now) => now + 1);
      startedAt.current = Date.now();
      sentAndUntouched.current = true;
      variant?.onReset();
      void notify("success", variant?.sentMessage ?? t("enquiry.sent"));
      if (onSent) onSent();
      else showFormStart(formRef.current);
      return;
    }
    if (result.status === "invalid") {
      const onFields = enquiryFields.filter((field) => result.fields[field]);
      onFields.forEach((field, index) => {
        form.setServerError(field, result.fields[field] ?? "", index === 0);
      });
      // Anything not about a field of the form (a listing gone, a bad key) is said in the toast.
      const other = Object.keys(result.fields).some((field) => !onFields.includes(field as EnquiryField));
      if (other || onFields.length === 0) void notify("error", t("enquiry.failed"));
      return;
    }
    void notify("error", t(result.status === "failed" && result.tooMany ? "enquiry.tooMany" : "enquiry.failed"));
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || sentAndUntouched.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      // A variant's own fields are checked with the others, so every mistake shows at once.
      const extra = variant ? variant.payload() : {};
      await form.submit((values) => (extra ? send(values, extra) : Promise.resolve()));
    } catch {
      void notify("error", t("enquiry.failed"));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const label = (field: EnquiryField, required: boolean) => (
    // The asterisk is drawn by CSS: the field's name stays "Full name", and aria-required says the rest.
    <label
      htmlFor={id(field)}
      className={clsx(
        "mb-1.5 block font-semibold text-ink-900",
        required && "after:ms-1 after:text-red-700 after:content-['*']",
      )}
    >
      {t(`enquiry.${field}.label`)}
    </label>
  );
  const errorOf = (field: EnquiryField) => {
    const error = errors[field];
    return error ? (
      <p id={errorId(field)} className="mt-1.5 text-sm font-semibold text-red-700">
        {errorText(field, error)}
      </p>
    ) : null;
  };

  return (
    <form
      ref={formRef}
      // Never sent by the browser itself (onSubmit sends it); were it ever, the values stay out of the address.
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
      // Scrolled to after a send: its top clear of the fixed header and of the toast below it (showFormStart).
      className={clsx("grid scroll-mt-[calc(var(--header-height)+6rem)] gap-5 sm:grid-cols-2", className)}
    >
      <p className="text-sm text-ink-500 sm:col-span-2">{t("enquiry.requiredNote")}</p>
      {variant ? <div className="sm:col-span-2">{variant.fields}</div> : null}
      <div className="sm:col-span-2">
        {label("name", true)}
        <input
          id={id("name")}
          type="text"
          autoComplete="name"
          maxLength={enquiryMaxLength.name}
          placeholder={t("enquiry.name.placeholder")}
          aria-required="true"
          className={clsx(inputClass, freeTextClass)}
          {...describe("name")}
          {...register("name")}
        />
        {errorOf("name")}
      </div>
      <div>
        {label("email", false)}
        <input
          id={id("email")}
          type="email"
          dir="ltr"
          autoComplete="email"
          maxLength={enquiryMaxLength.email}
          placeholder={t("enquiry.email.placeholder")}
          className={clsx(inputClass, "rtl:text-end")}
          {...describe("email")}
          {...register("email")}
        />
        {errorOf("email")}
      </div>
      <div>
        {label("phone", true)}
        <PhoneField
          key={generation}
          defaultCountry={startCountry}
          onCountryChange={onCountryChange}
          id={id("phone")}
          name="phone"
          value={form.phone}
          onChange={(value) => form.change("phone", value)}
          inputRef={form.phoneRef}
          invalid={Boolean(errors.phone)}
          describedBy={errors.phone ? errorId("phone") : undefined}
          inputClassName={inputClass}
        />
        {errorOf("phone")}
      </div>
      <div className="sm:col-span-2">
        {label("message", false)}
        <textarea
          id={id("message")}
          rows={5}
          maxLength={enquiryMaxLength.message}
          placeholder={t("enquiry.message.placeholder")}
          className={clsx(inputClass, freeTextClass, "resize-y")}
          {...describe("message")}
          {...register("message")}
        />
        {errorOf("message")}
      </div>
      {/* For robots only: people never see or reach it; a filled one marks the enquiry as spam. */}
      <div aria-hidden="true" className="absolute -start-[10000px] size-px overflow-hidden">
        <label htmlFor={id(honeypotField)}>{t("enquiry.honeypot")}</label>
        <input
          ref={honeypot}
          id={id(honeypotField)}
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="sm:col-span-2">
        <button
          type={hydrated || !heldByIsland ? "submit" : "button"}
          // A submit before hydration would post the page itself. (The contact page enables the server's button
          // earlier, once early-input.ts can hold its click.)
          disabled={!hydrated && !heldByIsland}
          aria-disabled={sending || undefined}
          className="inline-flex min-w-40 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800 disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {sending ? (
            <Icon name="loader-circle" className="size-5 animate-spin" />
          ) : (
            <Icon name="send" className="size-5 rtl:-scale-x-100" />
          )}
          {t(sending ? "enquiry.sending" : "enquiry.submit")}
        </button>
      </div>
    </form>
  );
}
