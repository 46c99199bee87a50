/**
 * "Report this ad" (issue 38 §3, docs/decisions/042-report-a-listing.md): why a visitor reports a listing. Kept apart
 * from zod so the report page and the back office's screens read it without loading a schema library.
 */
export const reportReasons = ["wrong_information", "sold", "licence"] as const;
export type ReportReason = (typeof reportReasons)[number];

export function isReportReason(value: unknown): value is ReportReason {
  return (reportReasons as readonly unknown[]).includes(value);
}

/**
 * The public channel of the Real Estate General Authority (REGA) where anyone may report an advertisement, linked
 * beside the form as Saudi portals do. The spec names no address; this is the authority's own site.
 */
export const regaReportUrl = "https://rega.gov.sa";
