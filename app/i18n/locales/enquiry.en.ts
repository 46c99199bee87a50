import { enquiryMessages } from "../../../domain/enquiry-messages.ts";
import type { Resources } from "./ar.ts";

export const enquiryEn: Resources["enquiry"] = {
  errors: enquiryMessages.en,
  requiredNote: "Fields marked * are required.",
  name: { label: "Full name", placeholder: "Mohammed Abdullah Alqahtani" },
  email: { label: "Email", placeholder: "name@example.com" },
  phone: { label: "Mobile number" },
  message: { label: "Your message", placeholder: "Please enter your message" },
  country: {
    button: "Country code: {{country}} ({{code}})",
    search: "Search for a country",
    searchPlaceholder: "Country name or code",
    list: "Countries",
    none: "No country matches",
  },
  honeypot: "Leave this field empty",
  submit: "Send",
  sending: "Sending…",
  sent: "Your message was sent successfully. We will be in touch soon.",
  failed: "Something went wrong and your message was not sent. Please try again.",
  tooMany: "Too many messages in a short time. Please wait a minute and send again; what you typed is still here.",
};
