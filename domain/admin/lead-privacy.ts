import { normalizeForSearch } from "../search-text.ts";

// Erasing and anonymising leads (docs/decisions/039-lead-privacy.md): the pure rules, shared by the server and its
// tests. No zod here: the back office's screens import this module.

/** What a lead held that identifies its visitor: audit details are scrubbed of these. */
export interface LeadPersonalData {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** The lead's folded search text: an export's search that found it named the person. */
  searchText: string;
}

/** The actions whose audit details can hold a lead's personal data without being about that lead alone. */
export const auditActionsNamingLeads = ["leads_bulk_assigned", "leads_bulk_status_changed", "leads_exported"] as const;

/** The digits of a phone as typed or stored, without a leading + or zeros, for comparing. */
function phoneKey(value: string): string {
  return /^[+\d\s()-]{6,}$/.test(value) ? value.replace(/\D/g, "").replace(/^0+/, "") : "";
}

/** True when `text` is one of the person's values: their name, e-mail or phone (however it is written). */
function isPersonal(text: string, person: LeadPersonalData): boolean {
  const folded = normalizeForSearch(text);
  if (folded === "") return false;
  if (person.name && folded === normalizeForSearch(person.name)) return true;
  if (person.email && folded === person.email.toLowerCase()) return true;
  // "0551112233" and "+966551112233" are one number: the national digits end the international ones.
  const [shorter, longer] = [phoneKey(text), phoneKey(person.phone)].sort((a, b) => a.length - b.length);
  return !!shorter && !!longer && shorter.length >= 8 && longer.endsWith(shorter);
}

/**
 * Whether a search (the inbox's `q`, split into words as the inbox splits it) found this person: every word is in
 * their search text. Such a search was typed from their name, e-mail or phone.
 */
export function searchFound(words: string[], person: LeadPersonalData): boolean {
  return words.length > 0 && person.searchText !== "" && words.every((word) => person.searchText.includes(word));
}

/**
 * An audit row's detail with every value naming one of `people` replaced by null: their name, e-mail or phone
 * wherever it sits (an item of a bulk change, a field), and the search of an export (`q`) that found one of them.
 * Returns the same object when nothing had to change.
 */
export function scrubPersonalData(
  detail: Record<string, unknown>,
  people: LeadPersonalData[],
  wordsOf: (q: string) => string[],
): Record<string, unknown> {
  let changed = false;
  const walk = (value: unknown, key: string | undefined): unknown => {
    if (typeof value === "string") {
      const personal =
        people.some((person) => isPersonal(value, person)) ||
        (key === "q" && people.some((person) => searchFound(wordsOf(value), person)));
      if (personal) changed = true;
      return personal ? null : value;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, undefined));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
    }
    return value;
  };
  const scrubbed = walk(detail, undefined) as Record<string, unknown>;
  return changed ? scrubbed : detail;
}

/** Retention: leads created before this instant are anonymised; `months` of 0 (or less) keeps leads for ever. */
export function retentionCutoff(months: number, now: Date): Date | null {
  if (!(months > 0)) return null;
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
