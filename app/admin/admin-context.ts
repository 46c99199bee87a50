import { createContext, useContext } from "react";
import type { StaffMember } from "../../domain/admin/roles.ts";
import type { Language } from "../../domain/language.ts";

export interface AdminContext {
  language: Language;
  /** Null only on the sign-in page. */
  staff: StaffMember | null;
}

// A React context of our own rather than React Router's outlet context, which the public pages do not use
// (its code would be moved into a chunk they load; see admin-format.ts).
export const AdminSessionContext = createContext<AdminContext>({ language: "ar", staff: null });

export function useAdmin(): AdminContext & { staff: StaffMember } {
  return useContext(AdminSessionContext) as AdminContext & { staff: StaffMember };
}

export function useAdminLanguage(): Language {
  return useContext(AdminSessionContext).language;
}
