/**
 * The contact form and the Register Interest form (spec §5): the same fields and rules,
 * checked in the browser before sending and again by the API (domain/enquiry.ts). The field list
 * stands apart from the rules so that code that only names the fields does not load zod.
 */
export const enquiryFields = ["name", "email", "phone", "message"] as const;
export type EnquiryField = (typeof enquiryFields)[number];

export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}
