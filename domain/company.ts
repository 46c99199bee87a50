import { z } from "zod";

const bilingual = z.object({ ar: z.string().min(1), en: z.string().min(1) });

export const socialNetworks = ["x", "instagram", "snapchat", "tiktok", "youtube", "facebook"] as const;

/**
 * The company's identity: everything the copy cites about the company is data
 * (docs/decisions/005-company-settings.md), validated here for server and browser alike.
 */
export const companySchema = z.object({
  name: bilingual,
  /** Digits only, international form without the plus, e.g. 9665XXXXXXXX. */
  phone: z.string().regex(/^[1-9]\d{7,14}$/),
  whatsapp: z.string().regex(/^[1-9]\d{7,14}$/),
  email: z.email(),
  licences: z.object({
    /** Real estate brokerage licence (FAL) of the company. */
    fal: z.string().min(1),
    /** Commercial registration number. */
    commercialRegistration: z.string().min(1),
    /** Licence to run auctions. */
    auctions: z.string().min(1),
    /** Licence of the judicial sales agency. */
    judicialSales: z.string().min(1),
  }),
  address: bilingual,
  office: z.object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    /** Google Maps place link used for the office coordinates (spec §2, map panel). */
    placeUrl: z.url(),
  }),
  /** The spec gives different hours per language; each language shows its own text. */
  workingHours: bilingual,
  social: z.array(z.object({ network: z.enum(socialNetworks), url: z.url() })).length(3),
  customersCount: z.number().int().nonnegative(),
  /** True while the values are demo placeholders; the footer then says so. */
  isPlaceholder: z.boolean(),
});

export type Company = z.infer<typeof companySchema>;
export type SocialNetwork = (typeof socialNetworks)[number];
