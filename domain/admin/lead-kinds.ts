// Apart from lead-inbox.ts so that the back office's screens can use them without loading zod.
export const leadStatuses = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** "contact", "{kind}_interest" for an enquiry about a listing, "listing_report" for a report about one. */
export const leadKinds = [
  "contact",
  "auction_interest",
  "project_interest",
  "property_interest",
  "listing_report",
] as const;
export type LeadKind = (typeof leadKinds)[number];

/**
 * Where a lead is: the inbox (people's enquiries) or kept apart as suspected of being automated, with the reason
 * (the hidden honeypot field was filled, or the form was sent sooner than a person could fill it in).
 */
export const leadBoxes = ["inbox", "suspected"] as const;
export type LeadBox = (typeof leadBoxes)[number];
export const suspicionReasons = ["honeypot", "too_fast"] as const;
export type SuspicionReason = (typeof suspicionReasons)[number];

/** Public paths under /admin (and /en/admin) a sign-in may return to; anything else goes to the inbox. */
export function safeAdminPath(next: string | null | undefined): string | undefined {
  if (!next || !/^\/(en\/)?admin(\/|$|\?)/.test(next) || next.includes("//") || next.includes("\\")) return undefined;
  return next;
}
