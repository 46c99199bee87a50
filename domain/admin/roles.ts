import type { Language } from "../language.ts";

// Apart from staff.ts (zod schemas) so that the back office's screens can use them without loading zod.

/** Admins manage staff and the company's settings; editors manage listings and leads. */
export const staffRoles = ["admin", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What a route asks of its caller: any signed-in staff member, or an admin. */
export function roleAllows(role: StaffRole, required: StaffRole): boolean {
  return required === "editor" || role === "admin";
}

/** A staff member as the back office shows it; never the password hash. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
  disabled: boolean;
  createdAt: string;
  /** An editor an admin allowed to edit the company's pages (admins always may; docs/decisions/043-company-pages.md). */
  canEditPages: boolean;
}
