/** A signed-in admin for the back office's component tests (AdminSessionContext's `staff`). */
export const testAdmin = {
  id: 1,
  email: "admin@example.sa",
  name: "Admin",
  role: "admin" as const,
  language: "en" as const,
  disabled: false,
  createdAt: "2026-11-01T00:00:00.000Z",
  canEditPages: true,
};
