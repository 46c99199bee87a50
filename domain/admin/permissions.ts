import { roleAllows, type StaffMember, type StaffRole } from "./roles.ts";

// Who may do what in the back office, in one table that both sides read: the API routes take their `access` from
// it (or a test holds them to it, server/api/admin/permissions.test.ts) and the screens decide from it which
// pages the menu offers, which page answers "not allowed" and which forms to show. No zod here: the back office's
// screens import this module (docs/decisions/017-back-office.md).

/** Each permission and the least role that holds it (an admin holds every one). */
export const permissions = {
  /** The back office's home: leads and views per day, top listings, response times, licences expiring. */
  readDashboard: "editor",
  /** Read and handle leads: status, assignee, notes, export. */
  handleLeads: "editor",
  /** Erase a lead, or anonymise it, at the visitor's request (docs/decisions/039-lead-privacy.md). */
  eraseLeads: "admin",
  /** Create and edit listings, their photos and documents; submit them for review; move them to the trash and back. */
  editListings: "editor",
  /** Delete listings in the trash for good, with the files no other listing uses; empty the trash. */
  purgeListings: "admin",
  /** Publish and unpublish listings (one, many, scheduled) and send back those submitted for review. */
  publishListings: "publisher",
  /** See the categories (the listing editor offers them). */
  readCategories: "editor",
  /** Add, rename and delete categories. */
  manageCategories: "admin",
  /** Add staff, change their role, disable them, set their passwords. */
  manageStaff: "admin",
  /** Read the audit log. */
  readAudit: "admin",
  /** The company's settings (names, phones, licences). */
  manageSettings: "admin",
  /** See the visitors' search alerts (how many per kind, their addresses) and turn one off. */
  manageAlerts: "editor",
  /** One's own account: password, sign out everywhere. */
  ownAccount: "editor",
  /** The words and pictures of the company's own pages; also an editor an admin gave the right (`grants`). */
  editPages: "admin",
} as const satisfies Record<string, StaffRole>;

export type Permission = keyof typeof permissions;

/** A right an admin gives one staff member, a flag of their account. */
export type Grant = "canEditPages";

/** The permissions an admin may also give an editor, and the grant that holds each. */
export const grants: Partial<Record<Permission, Grant>> = { editPages: "canEditPages" };

/** Whether a role, or the staff member given (their role and grants), holds a permission. */
export function can(who: StaffRole | Pick<StaffMember, "role" | Grant>, permission: Permission): boolean {
  if (typeof who === "string") return roleAllows(who, permissions[permission]);
  const grant = grants[permission];
  return roleAllows(who.role, permissions[permission]) || (grant !== undefined && who[grant]);
}

/** The role the API routes behind a permission declare (`config.access`). */
export function accessFor(permission: Permission): StaffRole {
  return permissions[permission];
}

export interface AdminPage {
  /** Path under /admin ("/" is the back office's home). */
  path: string;
  /** Its menu text, `nav.<menu>`. */
  menu:
    | "dashboard"
    | "leads"
    | "listings"
    | "categories"
    | "alerts"
    | "staff"
    | "audit"
    | "settings"
    | "pages"
    | "account";
  permission: Permission;
  /** The API route its loader reads: it must ask the same role (the test compares them). */
  reads: string;
  /** The menu marks it current only on its own path, not on the paths under it. */
  end?: boolean;
}

/** The back office's pages in menu order. */
export const adminPages: readonly AdminPage[] = [
  { path: "/", menu: "dashboard", permission: "readDashboard", reads: "GET /api/admin/dashboard", end: true },
  { path: "/leads", menu: "leads", permission: "handleLeads", reads: "GET /api/admin/leads" },
  { path: "/listings", menu: "listings", permission: "editListings", reads: "GET /api/admin/listings" },
  { path: "/categories", menu: "categories", permission: "readCategories", reads: "GET /api/admin/categories" },
  { path: "/alerts", menu: "alerts", permission: "manageAlerts", reads: "GET /api/admin/alerts" },
  { path: "/staff", menu: "staff", permission: "manageStaff", reads: "GET /api/admin/staff" },
  { path: "/audit", menu: "audit", permission: "readAudit", reads: "GET /api/admin/audit" },
  { path: "/settings", menu: "settings", permission: "manageSettings", reads: "GET /api/admin/company" },
  { path: "/pages", menu: "pages", permission: "editPages", reads: "GET /api/admin/pages/:page" },
  { path: "/account", menu: "account", permission: "ownAccount", reads: "GET /api/admin/session" },
];

/** The pages a role (or a staff member, with their grants) may open, in menu order. */
export function pagesFor(who: StaffRole | Pick<StaffMember, "role" | Grant>): AdminPage[] {
  return adminPages.filter((page) => can(who, page.permission));
}

/**
 * The page a back office path belongs to (the longest page path it starts with; "/" only for itself), or
 * undefined for a path no page above covers (its own loader's API answer decides).
 */
export function pageOf(path: string): AdminPage | undefined {
  const inside = path.replace(/^(\/en)?\/admin/, "") || "/";
  let found: AdminPage | undefined;
  for (const page of adminPages) {
    const matches = page.path === "/" ? inside === "/" : inside === page.path || inside.startsWith(`${page.path}/`);
    if (matches && (!found || page.path.length > found.path.length)) found = page;
  }
  return found;
}

/**
 * The API's state-changing routes behind each permission that is not every staff member's, so that the test can
 * hold the route table to it: a route here that declares another role fails it.
 */
export const guardedWrites: Record<string, Permission> = {
  "POST /api/admin/categories": "manageCategories",
  "PUT /api/admin/categories/:id": "manageCategories",
  "DELETE /api/admin/categories/:id": "manageCategories",
  "POST /api/admin/staff": "manageStaff",
  "PATCH /api/admin/staff/:id": "manageStaff",
  "PUT /api/admin/staff/:id/password": "manageStaff",
  "DELETE /api/admin/staff/:id/two-factor": "manageStaff",
  "POST /api/admin/staff/invitations": "manageStaff",
  "POST /api/admin/staff/invitations/:id/resend": "manageStaff",
  "DELETE /api/admin/staff/invitations/:id": "manageStaff",
  "PUT /api/admin/staff/settings": "manageStaff",
  "PUT /api/admin/company": "manageSettings",
  "PUT /api/admin/listings/:id": "editListings",
  "DELETE /api/admin/listings/:id": "editListings",
  "POST /api/admin/listings/:id/revisions/:number/restore": "editListings",
  "POST /api/admin/trash/restore": "editListings",
  "POST /api/admin/trash/purge": "purgeListings",
  "POST /api/admin/trash/empty": "purgeListings",
  "PATCH /api/admin/leads/:id": "handleLeads",
  "DELETE /api/admin/leads/:id": "eraseLeads",
  "POST /api/admin/leads/:id/anonymise": "eraseLeads",
  "POST /api/admin/listings/:id/publish": "publishListings",
  "POST /api/admin/listings/:id/unpublish": "publishListings",
  "PUT /api/admin/listings/:id/schedule": "publishListings",
  "POST /api/admin/listings/:id/review/send-back": "publishListings",
  "POST /api/admin/listings/:id/review": "editListings",
  "POST /api/admin/listings/:id/review/seen": "editListings",
  "POST /api/admin/listings/:id/pending-change/publish": "publishListings",
  "DELETE /api/admin/listings/:id/pending-change": "editListings",
  "PUT /api/admin/pages/:page/draft": "editPages",
  "POST /api/admin/pages/:page/publish": "editPages",
  "POST /api/admin/pages/:page/versions/:id/restore": "editPages",
  "POST /api/admin/pages/pictures": "editPages",
  "POST /api/admin/alerts/:id/off": "manageAlerts",
};
