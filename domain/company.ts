import { z } from "zod";
import { numberFromInput, toLatinDigits } from "./digits.ts";
import { readPhoneStrictly } from "./phone-number.ts";
import { hasControlCharacters, isHttpsLink, normaliseStaffText, staffLink, staffText } from "./staff-fields.ts";

// Every text and link by the staff-field rules of domain/staff-fields.ts: an admin's typo or a hostile value
// (javascript:, data:, a NUL) never reaches a page or /api/company.
const bilingual = z.object({ ar: staffText({ max: 300 }), en: staffText({ max: 300 }) });
const licence = staffText({ max: 60 });

const e164 = /^\+[1-9]\d{7,14}$/;

export const socialNetworks = ["x", "instagram", "snapchat", "tiktok", "youtube", "facebook"] as const;

/**
 * The company's identity: everything the copy cites about the company is data
 * (docs/decisions/005-company-settings.md), validated here for server and browser alike.
 */
export const companySchema = z.object({
  name: bilingual,
  /** E.164 with its plus, e.g. +966112345678 (digits without the plus before 2026-11-28). */
  phone: z.string().regex(e164),
  whatsapp: z.string().regex(e164),
  email: z.email(),
  licences: z.object({
    /** Real estate brokerage licence (FAL) of the company. */
    fal: licence,
    /** Commercial registration number. */
    commercialRegistration: licence,
    /** Licence to run auctions. */
    auctions: licence,
    /** Licence of the judicial sales agency. */
    judicialSales: licence,
  }),
  address: bilingual,
  office: z.object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    /** Google Maps place link used for the office coordinates (spec §2, map panel). */
    placeUrl: staffLink(),
  }),
  /** The spec gives different hours per language; each language shows its own text. */
  workingHours: bilingual,
  social: z
    .array(z.object({ network: z.enum(socialNetworks, { error: "invalid_field" }), url: staffLink() }))
    .length(3),
  customersCount: z.number().int().nonnegative(),
  /** True while the values are demo placeholders; the footer then says so. */
  isPlaceholder: z.boolean(),
});

export type Company = z.infer<typeof companySchema>;
export type SocialNetwork = (typeof socialNetworks)[number];

/**
 * A company number as staff or a COMPANY_FILE write it: "0112345678", "+966 11 234 5678", "٠١١٢٣٤٥٦٧٨", a mobile,
 * or the digits stored before 2026-11-28, read into E.164; refused with `saudi_phone` (the admin API's message).
 */
const companyPhoneInput = z.string({ error: "saudi_phone" }).transform((typed, context) => {
  const reading = readPhoneStrictly(typed);
  if (reading.success) return reading.phone;
  context.addIssue({ code: "custom", message: reading.issue === "required" ? "required" : "saudi_phone" });
  return z.NEVER;
});

/** A number staff may type with Arabic-Indic digits and separators (domain/digits.ts). */
const numberInput = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(numberFromInput, schema);

/**
 * The company's settings as they come in (the admin API's body, COMPANY_FILE, the stored row): the same rules, with
 * numbers and phone numbers read as people write them.
 */
export const companyInputSchema = companySchema.extend({
  phone: companyPhoneInput,
  whatsapp: companyPhoneInput,
  // Each refusal is a code of domain/admin/admin-messages.ts: the admin API says what the field expects.
  office: companySchema.shape.office.extend({
    lat: numberInput(z.number({ error: "latitude" }).min(-90, { error: "latitude" }).max(90, { error: "latitude" })),
    lng: numberInput(
      z.number({ error: "longitude" }).min(-180, { error: "longitude" }).max(180, { error: "longitude" }),
    ),
  }),
  customersCount: numberInput(z.number({ error: "number" }).int({ error: "number" }).nonnegative({ error: "number" })),
  licences: z.preprocess(
    (licences) =>
      typeof licences === "object" && licences !== null && !Array.isArray(licences)
        ? Object.fromEntries(
            Object.entries(licences).map(([key, value]) => [
              key,
              typeof value === "string" ? toLatinDigits(value) : value,
            ]),
          )
        : licences,
    companySchema.shape.licences,
  ),
});

/** Each network's home page: what a stored social link that is not https is served as. */
const networkHomes: Record<SocialNetwork, string> = {
  x: "https://x.com/",
  instagram: "https://www.instagram.com/",
  snapchat: "https://www.snapchat.com/",
  tiktok: "https://www.tiktok.com/",
  youtube: "https://www.youtube.com/",
  facebook: "https://www.facebook.com/",
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every text in a stored value as the staff-field rules store it, control characters dropped. */
function cleanTexts(value: unknown): unknown {
  if (typeof value === "string") {
    const clean = normaliseStaffText(value);
    return hasControlCharacters(clean) ? clean.replace(/\p{Cc}/gu, "") : clean;
  }
  if (Array.isArray(value)) return value.map(cleanTexts);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanTexts(item)]));
  return value;
}

/**
 * The stored settings made safe to serve, before they are read (docs/decisions/005-company-settings.md): rows
 * saved before the staff-field rules, or brought back by a backup, may hold a javascript: link or a NUL. Control
 * characters are dropped, the office's link that is not https becomes a Google Maps link to the office's
 * coordinates, and a social link that is not https becomes its network's home page. The admin's settings page
 * shows these values, so the next save stores them.
 */
export function repairStoredCompany(stored: unknown): unknown {
  const company = cleanTexts(stored);
  if (!isRecord(company)) return company;
  const office = company.office;
  if (isRecord(office) && !(typeof office.placeUrl === "string" && isHttpsLink(office.placeUrl))) {
    const lat = numberFromInput(office.lat);
    const lng = numberFromInput(office.lng);
    office.placeUrl = `https://www.google.com/maps?q=${lat},${lng}`;
  }
  if (Array.isArray(company.social)) {
    company.social = company.social.map((link) => {
      if (!isRecord(link) || (typeof link.url === "string" && isHttpsLink(link.url))) return link;
      const network = socialNetworks.find((name) => name === link.network);
      return network ? { ...link, url: networkHomes[network] } : link;
    });
  }
  return company;
}
