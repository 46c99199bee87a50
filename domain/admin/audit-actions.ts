/**
 * Every action the audit log records. The server writes only these (`AuditEntry.action`), the audit route filters
 * by them, and the back office's texts must name each one in both languages (`admin.{ar,en}.ts`, `audit.actions`).
 */
export const auditActions = [
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "sign_out_everywhere",
  "staff_created",
  "staff_updated",
  "password_reset",
  "password_changed",
  "lead_updated",
  "lead_note_added",
  "lead_moved_to_inbox",
  "leads_exported",
  "settings_updated",
  "listing_created",
  "listing_updated",
  "listing_published",
  "listing_unpublished",
  "listing_deleted",
  "category_created",
  "category_updated",
  "category_deleted",
  "media_uploaded",
  "media_changed",
  "media_removed",
  "document_uploaded",
  "qr_image_uploaded",
  "documents_swept",
  "images_swept",
  "all_sessions_ended",
] as const;

export type AuditAction = (typeof auditActions)[number];
