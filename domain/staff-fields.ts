import { z } from "zod";

/**
 * The one text rule and the one link rule for everything staff type: settings, listings, categories, staff
 * names, photo descriptions, notes (docs/decisions/017-back-office.md, "Staff input"). Each refusal is a code of
 * domain/admin/admin-messages.ts, so the admin API says what the field expects in the staff member's language.
 *
 * Texts are Unicode-normalised (NFC: a word typed on two keyboards is stored and searched the same), trimmed, and
 * hold no control character: a NUL is refused by PostgreSQL and breaks logs and CSV files, the rest only hide
 * things. A multi-line field keeps its line breaks (stored as \n) and tabs.
 *
 * Links are https only: the site is served over HTTPS, and every other scheme either leaks visitors to plain HTTP
 * or runs something in the page (javascript:, data:, vbscript:, blob:).
 */

/** A control character (Unicode Cc: U+0000–U+001F, U+007F–U+009F). */
const anyControl = /\p{Cc}/u;
/** A control character other than a line break or a tab. */
const controlButLines = /[^\P{Cc}\n\t]/u;

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? controlButLines : anyControl).test(text);
}

/** NFC, \r\n and lone \r as \n (multi-line fields), trimmed: how a staff text is stored. */
export function normaliseStaffText(text: string, options: { multiline?: boolean } = {}): string {
  const normalised = text.normalize("NFC");
  return (options.multiline ? normalised.replace(/\r\n?/g, "\n") : normalised).trim();
}

export interface StaffTextOptions {
  /** The most characters it may have, after trimming. */
  max: number;
  /** True when it may be left empty ("" is kept). */
  optional?: boolean;
  /** True when it may hold line breaks and tabs (descriptions, notes). */
  multiline?: boolean;
}

/** A text staff type, by the one rule above. */
export function staffText(options: StaffTextOptions) {
  const { max, multiline = false } = options;
  return z
    .string({ error: options.optional ? "invalid_field" : "required" })
    .overwrite((value) => normaliseStaffText(value, { multiline }))
    .min(options.optional ? 0 : 1, { error: "required" })
    .max(max, { error: "too_long" })
    .refine((value) => !hasControlCharacters(value, { multiline }), { error: "control_characters" });
}

/** A text that may be absent: empty (or null) means null. */
export function optionalStaffText(max: number) {
  return staffText({ max, optional: true })
    .nullable()
    .transform((value) => (value ? value : null));
}

export const maxLinkLength = 2000;

/**
 * True for an absolute https link a browser opens as a web page: a host with a dot (or "localhost"), no user name
 * or password, no white space or control character anywhere.
 */
export function isHttpsLink(value: string): boolean {
  if (value.length > maxLinkLength || /[\s\p{Cc}]/u.test(value)) return false;
  if (!/^https:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && !url.username && !url.password && /\.[^.]|^localhost$/.test(url.hostname);
}

/** A path to an uploaded file of this site: /media/… without "..", "//" or a backslash. */
export function isSiteMediaPath(value: string): boolean {
  return /^\/media\/[\w\-./%]+$/.test(value) && !value.includes("..") && !value.includes("//");
}

export interface StaffLinkOptions {
  /** Also a file uploaded to this site (/media/…): listings' documents. */
  sitePaths?: boolean;
}

function linkRule(options: StaffLinkOptions) {
  return (value: string) => isHttpsLink(value) || (options.sitePaths === true && isSiteMediaPath(value));
}

/** A link staff type: https only (or a /media/ file where allowed); refused with `https_url` (`url` where files are allowed). */
export function staffLink(options: StaffLinkOptions = {}) {
  const error = options.sitePaths ? "url" : "https_url";
  return z
    .string({ error })
    .trim()
    .min(1, { error: "required" })
    .max(maxLinkLength, { error: "too_long" })
    .refine(linkRule(options), { error });
}

/** A link that may be left empty: "" and null mean none. */
export function optionalStaffLink(options: StaffLinkOptions = {}) {
  const error = options.sitePaths ? "url" : "https_url";
  return z
    .string({ error })
    .trim()
    .max(maxLinkLength, { error: "too_long" })
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || linkRule(options)(value), { error });
}
