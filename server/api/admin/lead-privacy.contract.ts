import { errorAnswer, noContent } from "../contract.ts";
import { idParams, leadAnswer } from "./admin.contract.ts";

// Erasing and anonymising a lead at the visitor's request (docs/decisions/039-lead-privacy.md): admins only.

export const eraseLeadContract = {
  summary: "Erase a lead at its sender's request",
  description:
    "Deletes the lead, its notes and its search text, takes it out of the dashboard's figures, and removes its " +
    "sender's name, phone and e-mail from audit details. The audit log keeps one entry: the lead's number, erased " +
    "on request. Admins only.",
  params: idParams,
  response: { 204: noContent, 400: errorAnswer, 404: errorAnswer },
};

export const anonymiseLeadContract = {
  summary: "Anonymise a lead at its sender's request",
  description:
    "Blanks the lead's name, phone, e-mail and message, deletes its notes and removes its sender's data from " +
    "audit details; its kind, listing, dates, status and assignee stay, so the dashboard's figures do not change. " +
    "A lead anonymised before is answered as it is. Admins only.",
  params: idParams,
  response: { 200: leadAnswer, 400: errorAnswer, 404: errorAnswer },
};
