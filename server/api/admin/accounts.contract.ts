import { z } from "zod";
import { staffRoles } from "../../../domain/admin/staff.ts";
import { languages } from "../../../domain/language.ts";

export const invitationListAnswer = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      name: z.string(),
      role: z.enum(staffRoles),
      language: z.enum(languages),
      createdAt: z.string(),
      expiresAt: z.string(),
      expired: z.boolean(),
      invitedBy: z.string().nullable(),
    }),
  ),
  /** Whether the site can send e-mail at all (SMTP_URL): without it no invitation reaches anyone. */
  mailConfigured: z.boolean(),
});

export const invitationSentAnswer = z.object({ data: z.object({ id: z.number().int(), emailed: z.boolean() }) });

export const accountSettingsAnswer = z.object({
  data: z.object({ invitationHours: z.number().int(), requireTwoFactorForAdmins: z.boolean() }),
});
