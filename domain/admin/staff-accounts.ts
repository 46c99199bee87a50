import { z } from "zod";
import { toLatinDigits } from "../digits.ts";
import { languages } from "../language.ts";
import { staffText } from "../staff-fields.ts";
import { staffRoles } from "./roles.ts";
import { passwordLength, staffEmailSchema, typedStaffEmail } from "./staff.ts";

/** How long links and steps last (docs/decisions/033-staff-accounts.md). */
export const accountLimits = {
  resetMinutes: 30,
  secondFactorMinutes: 5,
  invitationHours: { min: 1, max: 14 * 24, default: 72 },
  recoveryCodes: 10,
} as const;

/** A one-time token from a link: base64url, as the server makes them. */
const linkToken = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9_-]*$/);

export const invitationSchema = z.object({
  email: staffEmailSchema,
  name: staffText({ max: 120 }),
  role: z.enum(staffRoles),
  language: z.enum(languages).default("ar"),
});
export type InvitationInput = z.infer<typeof invitationSchema>;

export const tokenSchema = z.object({ token: linkToken });
export const tokenPasswordSchema = z.object({
  token: linkToken,
  password: z.string().max(passwordLength.max * 4),
});

export const resetRequestSchema = z.object({
  email: typedStaffEmail(),
});

/**
 * A code typed into the code field: six digits from the authenticator (Arabic-Indic or Persian digits, spaces and
 * dashes allowed) or a recovery code (letters and digits, dashes allowed). Folded to its canonical form.
 */
export function normalizeCode(input: string): string {
  return toLatinDigits(input)
    .replace(/[\s\u200e\u200f\u2066-\u2069-]+/g, "")
    .toLowerCase();
}

export const codeSchema = z.object({ code: z.string().max(64).transform(normalizeCode) });

export const disableTwoFactorSchema = z.object({
  password: z.string().max(passwordLength.max * 4),
  code: z.string().max(64).transform(normalizeCode),
});

export const accountSettingsSchema = z.object({
  invitationHours: z.coerce
    .number()
    .int()
    .min(accountLimits.invitationHours.min)
    .max(accountLimits.invitationHours.max)
    .default(accountLimits.invitationHours.default),
  requireTwoFactorForAdmins: z.boolean().default(false),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
