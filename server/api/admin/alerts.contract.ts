import { z } from "zod";
import { languages } from "../../../domain/language.ts";
import { listingKinds } from "../../../domain/listing.ts";
import { alertFrequencies } from "../../../domain/search-alert.ts";

export const alertListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  email: z.string().trim().max(254).optional().describe("Part of the address"),
});

const alertStates = ["pending", "active", "off"] as const;

export const adminAlert = z.object({
  id: z.number().int(),
  email: z.string(),
  kind: z.enum(listingKinds),
  filters: z.string().describe("The list's query string"),
  language: z.enum(languages),
  frequency: z.enum(alertFrequencies),
  state: z.enum(alertStates),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});

export const alertListAnswer = z.object({
  data: z.object({
    counts: z
      .array(z.object({ kind: z.enum(listingKinds), state: z.enum(alertStates), count: z.number().int() }))
      .describe("Alerts per kind and state"),
    alerts: z.array(adminAlert),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
