import type { Language } from "../language.ts";

// Apart from staff.ts (zod schemas) so that the back office's screens can use them without loading zod.

/**
 * Admins manage staff and the company's settings; publishers also publish listings and decide on those sent for
 * review; editors manage listings and leads and submit listings for review (docs/decisions/036-review-before-publishing.md).
 * In the order of what they may do, the most first: each role holds everything the roles after it hold.
 */
export const staffRoles = ["admin", "publisher", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

const rank: Record<StaffRole, number> = { editor: 0, publisher: 1, admin: 2 };

/** What a route asks of its caller: any signed-in staff member (`editor`), a publisher or an admin, or an admin. */
export function roleAllows(role: StaffRole, required: StaffRole): boolean {
  return (rank[role] ?? -1) >= rank[required];
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

/** A staff member as the staff list shows it to admins. */
export interface StaffListEntry extends StaffMember {
  /** Two-step sign-in is on for the account. */
  twoFactor: boolean;
}
