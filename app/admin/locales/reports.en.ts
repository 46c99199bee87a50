import type reports from "./reports.ar.ts";

/** Listing reports in the leads inbox (docs/decisions/042-report-a-listing.md). */
const reportsEn: typeof reports = {
  reason: "Reason reported",
  reasons: {
    wrong_information: "Wrong information",
    sold: "Sold or let",
    licence: "Licence problem",
  },
};

export default reportsEn;
