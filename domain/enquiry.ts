import * as z from "zod/mini";
import { type EnquiryIssue, enquiryIssues } from "./enquiry-messages.ts";
import { maxRowId } from "./ids.ts";
import { type ListingKind, listingKinds } from "./listing.ts";
import { readPhone } from "./phone.ts";

export { type EnquiryIssue, enquiryIssues, enquiryMessage, enquiryMessages } from "./enquiry-messages.ts";

/**
 * The contact form and the Register Interest form (spec §5): the same fields and rules,
 * checked in the browser before sending and again by the API.
 */
export const enquiryFields = ["name", "email", "phone", "message"] as const;
export type EnquiryField = (typeof enquiryFields)[number];

/** Name of the honeypot field: hidden from people, filled in by form-filling robots. */
export const honeypotField = "website";
/** Robots post a form at once; people take longer than this to fill it in. */
export const minimumFillMs = 1500;

export const enquiryMaxLength = {
  name: 100,
  email: 254,
  message: 2000,
  sourcePage: 300,
  [honeypotField]: 500,
} as const;

/** Letters of the Latin and Arabic scripts (with Arabic diacritics) and spaces; no digits, no symbols. */
function hasOnlyLettersAndSpaces(name: string): boolean {
  return /^[\p{L}\p{M}\s]+$/u.test(name) && /^[\p{scx=Latin}\p{scx=Arabic}\s]+$/u.test(name);
}

function hasAtLeastThreeWords(name: string): boolean {
  return name.trim().split(/\s+/).length >= 3;
}

/** The check of `<input type="email">` (WHATWG HTML), so the API accepts exactly what the browser does. */
export const browserEmailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Optional plus, a first digit 1-9, then 7 to 14 more digits: 8 to 15 digits in all (spec §5): the wire format. */
export const phonePattern = /^\+?[1-9]\d{7,14}$/;
export const maxPhoneDigits = 15;

/** The number as E.164 when it reads as one (Arabic digits, spaces, 00 or a home 0 allowed); the text otherwise. */
function asE164(phone: string): string {
  const reading = readPhone(phone);
  return reading.success ? reading.phone : phone;
}

function phoneIssue(phone: string): string | undefined {
  const reading = readPhone(phone);
  return reading.success ? undefined : reading.issue;
}

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible, and they make
 * what follows them read in another order (a name or a number shown reversed in the inbox or the e-mail).
 * Pasted text can carry them unseen, so they are taken out rather than refused.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;
/** C0 and C1 control characters and DEL (NUL included). */
const controlCharacter = /\p{Cc}/u;
/** The same, less the line feed a message may keep. */
const controlCharacterBesidesNewline = /(?!\n)\p{Cc}/u;
/** Every way text breaks a line: CR LF, CR, and Unicode's line and paragraph separators (a lone LF stays). */
const lineBreaks = /\r\n?|[\u2028\u2029]/g;

/** A one-line field as typed, without bidi controls. */
export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, "");
}

/**
 * Arabic-Indic and Persian digits as Latin ones, as domain/digits.ts's toLatinDigits reads them; written out here
 * because the detail pages load these rules first and digits.ts would not fit in their first-load budget.
 */
function latinDigitsIn(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/**
 * Multi-line text: bidi controls out, every line break (CR LF, CR, U+2028, U+2029) a line feed, a tab a space.
 * Any other control character is left for the check that refuses it.
 */
export function normalizeMultilineText(text: string): string {
  return withoutBidiControls(text).replace(lineBreaks, "\n").replace(/\t/g, " ");
}

/**
 * A one-line value as one line, for what is made of stored text (the lead e-mail): bidi controls go and every
 * run of line breaks, tabs or other control characters becomes one space, even in a value stored before the forms
 * refused them.
 */
export function asOneLine(text: string): string {
  return withoutBidiControls(text).replace(/[\p{Cc}\u2028\u2029]+/gu, " ");
}

/** Message text as multi-line text: its line breaks stay (as line feeds), any other control character a space. */
export function asMessageText(text: string): string {
  return normalizeMultilineText(text).replace(new RegExp(controlCharacterBesidesNewline, "gu"), " ");
}

/** Whether one-line text holds a control character (a line break, a tab, NUL…). */
export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text);
}

// zod's "mini" form: the browser's enquiry forms import these rules, and the full zod is three times its size
// (docs/decisions/020-first-load.md). The API's contract wraps them in the full zod (server/api/leads/lead.contract.ts).
const requiredText = () =>
  z
    .string({ error: "required" })
    .check(z.overwrite(withoutBidiControls), z.trim(), z.minLength(1, { error: "required" }));

const fieldSchemas = {
  // Checks run in order and the first failure is the one shown.
  name: requiredText().check(
    // Letters and spaces only: a line break or a tab among them is one space (parseEnquiryPayload).
    z.refine(hasOnlyLettersAndSpaces, { error: "nameLetters" }),
    z.refine(hasAtLeastThreeWords, { error: "fullName" }),
    z.refine((name: string) => name.length <= enquiryMaxLength.name, { error: "tooLong" }),
  ),
  // Optional (spec §5 asks only that a given e-mail be well formed): empty is none. An Arabic keyboard types
  // Arabic-Indic digits: read as Latin ones, as the search alerts' address is (domain/search-alert.ts).
  email: z.string({ error: "invalid" }).check(
    z.overwrite((email: string) => latinDigitsIn(withoutBidiControls(email))),
    z.trim(),
    z.maxLength(enquiryMaxLength.email, { error: "tooLong" }),
    z.refine((email: string) => email === "" || browserEmailPattern.test(email), { error: "email" }),
  ),
  // Stored as E.164 with its plus; the refusals say what is wrong (domain/phone.ts).
  phone: requiredText().check(
    z.overwrite(asE164),
    z.refine((phone: string) => phoneIssue(phone) !== "phoneSaudi", { error: "phoneSaudi" }),
    z.refine((phone: string) => phoneIssue(phone) === undefined, { error: "phone" }),
  ),
  // Line breaks stay; NUL and the other control characters are refused.
  message: z.string({ error: "invalid" }).check(
    z.overwrite(normalizeMultilineText),
    z.trim(),
    z.maxLength(enquiryMaxLength.message, { error: "tooLong" }),
    z.refine((message: string) => !controlCharacterBesidesNewline.test(message), { error: "invalid" }),
  ),
};

export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type EnquiryIssues<F extends string = EnquiryField> = Partial<Record<F, EnquiryIssue>>;

/** The first issue of each field, by field. */
function issuesOf<F extends string>(error: z.core.$ZodError): EnquiryIssues<F> {
  const issues: EnquiryIssues<F> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as F;
    const code = (enquiryIssues as readonly string[]).includes(issue.message) ? issue.message : "invalid";
    issues[field] ??= code as EnquiryIssue;
  }
  return issues;
}

const formSchema = z.object(fieldSchemas);

/** Validates the form as the visitor filled it; values come back trimmed. */
export function validateEnquiry(
  values: EnquiryValues,
): { success: true; data: EnquiryValues } | { success: false; issues: EnquiryIssues } {
  const result = formSchema.safeParse(values);
  return result.success ? { success: true, data: result.data } : { success: false, issues: issuesOf(result.error) };
}

/** The listing an interest is about; the payload names it `auctionId`, `projectId` or `propertyId` (spec §3). */
export interface EnquiryListing {
  kind: ListingKind;
  id: number;
}

export const listingIdField = { auction: "auctionId", project: "projectId", property: "propertyId" } as const;
export type ListingIdField = (typeof listingIdField)[ListingKind];

const listingId = z
  .number({ error: "wholeNumber" })
  .check(
    z.int({ error: "wholeNumber" }),
    z.positive({ error: "wholeNumber" }),
    z.lte(maxRowId, { error: "wholeNumber" }),
  );

/** The payload's fields and their rules; which listing id an endpoint needs is checked by parseEnquiryPayload. */
export const enquiryPayloadSchema = z.object({
  ...fieldSchemas,
  email: z.optional(fieldSchemas.email),
  message: z.optional(fieldSchemas.message),
  auctionId: z.optional(listingId),
  projectId: z.optional(listingId),
  propertyId: z.optional(listingId),
  submissionKey: z.optional(z.uuid({ error: "submissionKey" })),
  [honeypotField]: z.optional(
    z.string({ error: "invalid" }).check(z.maxLength(enquiryMaxLength[honeypotField], { error: "tooLong" })),
  ),
  fillMs: z.optional(z.number({ error: "invalid" }).check(z.nonnegative({ error: "invalid" }))),
  // A path as the browser reports it (percent-encoded): a raw line break could add a line to the lead's e-mail.
  sourcePage: z.optional(
    z.string({ error: "invalid" }).check(
      z.overwrite(withoutBidiControls),
      z.maxLength(enquiryMaxLength.sourcePage, { error: "tooLong" }),
      z.refine((path: string) => !hasControlCharacter(path), { error: "invalid" }),
    ),
  ),
});

type PayloadField = keyof z.infer<typeof enquiryPayloadSchema>;

/**
 * What a form sends (spec §3): name, email when given, phone without its plus, the listing's id
 * when there is one, the message when written; plus the submission key, the honeypot and the fill time.
 */
export type EnquiryPayload = Omit<z.input<typeof enquiryPayloadSchema>, "message"> & { message?: string };

export interface Enquiry {
  name: string;
  /** Null when the visitor gave none. */
  email: string | null;
  /** E.164, with its plus: "+966501234567". */
  phone: string;
  message: string | null;
  listing: EnquiryListing | null;
  submissionKey: string | undefined;
  honeypot: string;
  fillMs: number | undefined;
  sourcePage: string;
}

/**
 * Reads a payload sent to `/api/contact` (any one listing id, or none) or to a kind's interest
 * endpoint (that kind's id is required, no other).
 */
export function parseEnquiryPayload(
  input: unknown,
  endpoint: "contact" | ListingKind,
): { success: true; data: Enquiry } | { success: false; issues: EnquiryIssues<PayloadField> } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { success: false, issues: { name: "required", phone: "required" } };
  }
  const result = enquiryPayloadSchema.safeParse(input);
  const issues: EnquiryIssues<PayloadField> = result.success ? {} : issuesOf(result.error);
  const data = result.success ? result.data : (input as Partial<z.infer<typeof enquiryPayloadSchema>>);
  const given = listingKinds.filter((kind) => data[listingIdField[kind]] !== undefined);
  if (endpoint !== "contact") {
    const field = listingIdField[endpoint];
    if (data[field] === undefined) issues[field] ??= "required";
    for (const kind of given) if (kind !== endpoint) issues[listingIdField[kind]] ??= "oneListing";
  } else if (given.length > 1) {
    for (const kind of given) issues[listingIdField[kind]] ??= "oneListing";
  }
  if (!result.success || Object.keys(issues).length > 0) return { success: false, issues };
  const { data: valid } = result;
  const kind = endpoint === "contact" ? given[0] : endpoint;
  const id = kind ? valid[listingIdField[kind]] : undefined;
  return {
    success: true,
    data: {
      name: valid.name.replace(/\s+/g, " "),
      email: valid.email ? valid.email : null,
      phone: valid.phone,
      message: valid.message ? valid.message : null,
      listing: kind && id !== undefined ? { kind, id } : null,
      submissionKey: valid.submissionKey,
      honeypot: valid[honeypotField] ?? "",
      fillMs: valid.fillMs,
      sourcePage: valid.sourcePage ?? "",
    },
  };
}

/** The payload the browser sends for a filled-in form. */
export function toEnquiryPayload(
  values: EnquiryValues,
  extra: {
    listing?: EnquiryListing;
    submissionKey: string;
    fillMs: number;
    honeypot: string;
    sourcePage: string;
  },
): EnquiryPayload {
  const message = values.message.trim();
  const email = latinDigitsIn(values.email).trim();
  return {
    name: values.name.trim(),
    ...(email ? { email } : {}),
    // The wire format of spec §3: digits without the plus.
    phone: asE164(values.phone.trim()).replace(/^\+/, ""),
    ...(message ? { message } : {}),
    ...(extra.listing ? { [listingIdField[extra.listing.kind]]: extra.listing.id } : {}),
    submissionKey: extra.submissionKey,
    [honeypotField]: extra.honeypot,
    fillMs: Math.round(extra.fillMs),
    sourcePage: extra.sourcePage.slice(0, enquiryMaxLength.sourcePage),
  };
}
