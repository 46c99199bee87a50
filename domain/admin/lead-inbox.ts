import { z } from "zod";
import { maxRowId } from "../ids.ts";
import type { languages } from "../language.ts";
import type { ReportReason } from "../listing-report.ts";
import { staffText } from "../staff-fields.ts";

import {
  type LeadBox,
  type LeadKind,
  type LeadStatus,
  leadBoxes,
  leadKinds,
  leadStatuses,
  type SuspicionReason,
  suspicionReasons,
} from "./lead-kinds.ts";
import { calendarDaySchema, riyadhDayEnd, riyadhDayStart } from "./riyadh-days.ts";

export {
  type LeadBox,
  type LeadKind,
  type LeadStatus,
  leadBoxes,
  leadKinds,
  leadStatuses,
  riyadhDayEnd,
  riyadhDayStart,
  type SuspicionReason,
  suspicionReasons,
};

/** The inbox's filters, from a query string; the same for the list, its count and the CSV export. */
export const leadFilterSchema = z.object({
  /** The inbox when absent; "suspected" lists the enquiries kept apart as automated-looking. */
  box: z.enum(leadBoxes).optional(),
  kind: z.enum(leadKinds).optional(),
  status: z.enum(leadStatuses).optional(),
  listingId: z.coerce.number().int().min(1).max(maxRowId).optional(),
  assignedStaffId: z.coerce.number().int().min(1).max(maxRowId).optional(),
  /** Days in Riyadh's time, both included. */
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  // PostgreSQL refuses a NUL in text; no control character belongs in a search.
  q: z
    .string()
    .trim()
    .max(100)
    .regex(/^\P{Cc}*$/u)
    .optional(),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadListQuerySchema = leadFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadUpdateSchema = z
  .object({
    status: z.enum(leadStatuses),
    assignedStaffId: z.number().int().min(1).max(maxRowId).nullable(),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { error: "empty" });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** Several leads at once: assign them (null takes the assignee away) or set their status. */
export const leadBulkSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("assign"),
    ids: z.array(z.number().int().min(1).max(maxRowId)).min(1).max(100),
    assignedStaffId: z.number().int().min(1).max(maxRowId).nullable(),
  }),
  z.object({
    action: z.literal("status"),
    ids: z.array(z.number().int().min(1).max(maxRowId)).min(1).max(100),
    status: z.enum(leadStatuses),
  }),
]);
export type LeadBulk = z.infer<typeof leadBulkSchema>;

/** The selected leads of a CSV export, as the address carries them: "12,15,40". */
export const leadIdList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, { error: "invalid_field" })
  .transform((text) => [...new Set(text.split(",").map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= maxRowId), { error: "invalid_field" });

// Line breaks and tabs are a note's own; other control characters (a NUL) are refused (domain/staff-fields.ts).
export const leadNoteSchema = z.object({ body: staffText({ max: 2000, multiline: true }) });

export interface LeadSummary {
  id: number;
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  language: (typeof languages)[number];
  createdAt: string;
  sourcePage: string;
  listing: { id: number; kind: string; titleAr: string; titleEn: string } | null;
  assignedStaff: { id: number; name: string } | null;
  /** Why it is kept apart from the inbox, with the form's fill time when it reported one; null in the inbox. */
  suspicion: { reason: SuspicionReason; fillMs: number | null } | null;
  /** When its personal data were blanked (on request, or by the retention setting); null while it has them. */
  anonymisedAt: string | null;
  /** Why the visitor reported the listing, for a "listing_report" lead; null otherwise. */
  reportReason: ReportReason | null;
}

export interface LeadNote {
  id: number;
  body: string;
  authorName: string;
  staffId: number | null;
  createdAt: string;
}
