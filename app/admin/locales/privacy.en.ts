import type privacyAr from "./privacy.ar.ts";

/** Erasing and anonymising a lead at the visitor's request (app/admin/lead-privacy.tsx) and its audit actions. */
const privacy: typeof privacyAr = {
  title: "Personal data",
  intro:
    "If the person who sent this lead asks for their data to be removed, an admin can do it in one of two ways. Neither can be undone.",
  anonymise: "Anonymise",
  erase: "Erase lead",
  anonymiseTitle: "Anonymise this lead?",
  anonymiseIntro: "The lead stays in the figures with nothing left that identifies its sender.",
  eraseTitle: "Erase this lead?",
  eraseIntro: "The whole lead is deleted as if it had never come, and the dashboard's figures are adjusted.",
  kept: "Kept",
  lost: "Lost",
  anonymiseKept: "Its kind, listing, date, status and assignee, so the dashboard's figures do not change.",
  anonymiseLost:
    "The name, mobile, email, message and notes, and any mention of the name, number or email in the audit log.",
  eraseKept: "An audit log entry saying that lead number and that it was erased on request, with no personal data.",
  eraseLost:
    "The whole lead: its details, message and notes. It leaves the leads list, search and CSV, and the audit log no longer names its sender.",
  confirmAnonymise: "Yes, anonymise",
  confirmErase: "Yes, erase",
  cancel: "Cancel",
  anonymised: "This lead was anonymised on {{time}}.",
  erased: "Lead {{id}} was erased.",
  anonymousLead: "Anonymised lead {{id}}",
  auditActions: {
    lead_erased: "Lead erased on request",
    lead_anonymised: "Lead anonymised on request",
    leads_anonymised_by_retention: "Old leads anonymised (retention period)",
  },
};

export default privacy;
