import { z } from "zod";
import {
  type LeadNote,
  type LeadSummary,
  leadKinds,
  leadStatuses,
  suspicionReasons,
} from "../../../domain/admin/lead-inbox.ts";
import type { StaffListEntry } from "../../../domain/admin/roles.ts";
import { type StaffMember, staffRoles } from "../../../domain/admin/staff.ts";
import { maxRowId } from "../../../domain/ids.ts";
import { languages } from "../../../domain/language.ts";
import { reportReasons } from "../../../domain/listing-report.ts";

// The back office's answers, typed against the domain's types: a field added to one and not the other fails
// the type check.

/** A row id in the path: a whole number a database id can be. */
export const idParams = z.object({ id: z.coerce.number().int().min(1).max(maxRowId) });

export const staffMember = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(staffRoles),
    language: z.enum(languages),
    disabled: z.boolean(),
    createdAt: z.string(),
    canEditPages: z.boolean(),
  })
  .meta({ id: "StaffMember" }) satisfies z.ZodType<StaffMember>;

export const staffAnswer = z.object({ data: staffMember });
/** The staff list also says who has two-step sign-in on, so an admin can turn it off for a colleague who lost it. */
export const staffListEntry = z
  .object({ ...staffMember.shape, twoFactor: z.boolean() })
  .meta({ id: "StaffListEntry" }) satisfies z.ZodType<StaffListEntry>;
export const staffListAnswer = z.object({ data: z.array(staffListEntry) });
export const assignableAnswer = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });
export const sessionAnswer = z.object({
  data: z.object({
    staff: staffMember.nullable(),
    /** The password was right and a code from the authenticator app (or a recovery code) is asked next. */
    secondFactor: z.boolean().optional(),
    /** The signed-in account's two-factor sign-in: on, and whether it must be turned on before anything else. */
    twoFactor: z.object({ enabled: z.boolean(), mustEnrol: z.boolean() }).optional(),
  }),
});

const leadSummary = z
  .object({
    id: z.number().int(),
    kind: z.enum(leadKinds),
    status: z.enum(leadStatuses),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    message: z.string().nullable(),
    language: z.enum(languages),
    createdAt: z.string(),
    sourcePage: z.string(),
    listing: z.object({ id: z.number().int(), kind: z.string(), titleAr: z.string(), titleEn: z.string() }).nullable(),
    assignedStaff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    suspicion: z
      .object({
        reason: z.enum(suspicionReasons),
        fillMs: z.number().int().nullable().describe("How long the form was open before it was sent, if reported"),
      })
      .nullable()
      .describe("Why the lead is kept apart as suspected of being automated; null in the inbox"),
    anonymisedAt: z
      .string()
      .nullable()
      .describe("When its name, phone, e-mail, message and notes were blanked; null while it has them"),
    reportReason: z
      .enum(reportReasons)
      .nullable()
      .describe("Why the visitor reported the listing, for a listing_report lead; null otherwise"),
  })
  .meta({ id: "Lead" }) satisfies z.ZodType<LeadSummary>;

const leadNote = z
  .object({
    id: z.number().int(),
    body: z.string(),
    authorName: z.string(),
    staffId: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "LeadNote" }) satisfies z.ZodType<LeadNote>;

const pageMeta = z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const leadListAnswer = z.object({ data: z.array(leadSummary), meta: pageMeta });
export const leadAnswer = z.object({ data: leadSummary.extend({ notes: z.array(leadNote) }) });
export const leadNotesAnswer = z.object({ data: z.array(leadNote) });
export const newLeadCountAnswer = z.object({ data: z.object({ count: z.number().int() }) });

const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      /** Photos uploaded together are one entry: how many rows, and the first one's time. */
      count: z.number().int(),
      firstAt: z.string(),
      staffId: z.number().int().nullable(),
      /** The author's name (kept when the account is gone); the e-mail only when no name is known. */
      actorName: z.string().nullable(),
      actorEmail: z.string().nullable(),
      action: z.string(),
      subject: z.string().nullable(),
      item: z
        .object({
          type: z.enum(["listing", "lead", "staff", "category", "company"]),
          id: z.number().int().nullable(),
          label: z.object({ ar: z.string(), en: z.string() }).nullable(),
          /** A listing in the trash: its editor answers 404, the trash shows it. */
          inTrash: z.boolean(),
        })
        .nullable(),
      changes: z.array(
        z.union([
          z.object({ field: z.string(), from: auditValue, to: auditValue }),
          z.object({ field: z.string(), long: z.literal(true) }),
        ]),
      ),
      detail: z.record(z.string(), z.unknown()),
      address: z.string().nullable(),
    }),
  ),
  meta: pageMeta,
});

/** The CSV export: text, not JSON. */
export const csvAnswer = z.string().describe("CSV (UTF-8 with BOM), one row per lead, headers in the chosen language");
