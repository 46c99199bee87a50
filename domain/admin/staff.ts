import { z } from "zod";
import { toLatinDigits } from "../digits.ts";
import { languages } from "../language.ts";
import { staffText } from "../staff-fields.ts";

import { roleAllows, type StaffMember, type StaffRole, staffRoles } from "./roles.ts";

export { roleAllows, type StaffMember, type StaffRole, staffRoles };

/** OWASP ASVS 2.1: at least 12 characters; long pass-phrases welcome, within what Argon2 should hash. */
export const passwordLength = { min: 12, max: 128 } as const;

/**
 * A staff member's address as typed: trimmed, lower case, and with Arabic-Indic digits read as Latin ones (an Arabic
 * phone keyboard types them; the search alerts read addresses the same way, domain/search-alert.ts). Signing in,
 * asking for a reset link and adding staff all read it so, and so find the same account.
 */
export const typedStaffEmail = () => z.string().overwrite(toLatinDigits).trim().toLowerCase().max(254);

export const staffEmailSchema = typedStaffEmail().pipe(z.email({ error: "email" }));

/** One line of text: no control characters (PostgreSQL refuses a NUL, and none belongs in a name). */
const oneLine = /^\P{Cc}*$/u;

export const signInSchema = z.object({
  email: typedStaffEmail().regex(oneLine),
  password: z.string().max(passwordLength.max * 4),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const newStaffSchema = z.object({
  email: staffEmailSchema,
  name: staffText({ max: 120 }),
  role: z.enum(staffRoles),
  language: z.enum(languages).default("ar"),
  password: z.string(),
});
export type NewStaffInput = z.infer<typeof newStaffSchema>;

export const staffUpdateSchema = z
  .object({
    name: staffText({ max: 120 }),
    role: z.enum(staffRoles),
    language: z.enum(languages),
    disabled: z.boolean(),
    canEditPages: z.boolean(),
  })
  .partial();
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

export const passwordChangeSchema = z.object({ password: z.string() });
