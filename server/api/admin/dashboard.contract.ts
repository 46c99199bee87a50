import { z } from "zod";
import {
  type DashboardData,
  type ListingStats,
  responseBands,
  sourcePageKinds,
} from "../../../domain/admin/dashboard.ts";

// The dashboard's answers (docs/decisions/035-dashboard.md), typed against the domain's types.

const count = z.number().int().min(0);
const day = z.string().meta({ format: "date", example: "2026-11-28" });

const dashboardListing = z.object({
  id: z.number().int(),
  kind: z.string(),
  titleAr: z.string(),
  titleEn: z.string(),
  views: count.describe("Views of its page over the last 30 days"),
  leads: count.describe("Leads about it over the last 30 days"),
});

const dashboardData = z
  .object({
    today: day.describe("The last day shown: today in Riyadh"),
    days: z
      .array(
        z.object({
          day,
          byKind: z.record(z.string(), count),
          bySource: z.partialRecord(z.enum(sourcePageKinds), count),
          views: count,
        }),
      )
      .describe("The last 90 Riyadh days, oldest first"),
    leadKinds: z.array(z.string()),
    topByViews: z.array(dashboardListing),
    topByLeads: z.array(dashboardListing),
    response: z.object({
      answered: count,
      averageHours: z.number().nullable(),
      bands: z.record(z.enum(responseBands), count),
    }),
    expiringLicences: z.array(
      z.object({
        id: z.number().int(),
        kind: z.string(),
        titleAr: z.string(),
        titleEn: z.string(),
        expiresAt: z.string(),
        published: z.boolean(),
      }),
    ),
    waiting: z.object({
      count,
      oldestAt: z.string().nullable(),
      oldest: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.string(), createdAt: z.string() })),
    }),
  })
  .meta({ id: "Dashboard" }) satisfies z.ZodType<DashboardData>;

export const dashboardAnswer = z.object({ data: dashboardData });

const listingStats = z
  .object({
    id: z.number().int(),
    today: day,
    days: z.array(z.object({ day, views: count, leads: count })),
    totals: z.object({ views: count, leads: count, views30: count, leads30: count }),
  })
  .meta({ id: "ListingStats" }) satisfies z.ZodType<ListingStats>;

export const listingStatsAnswer = z.object({ data: listingStats });
