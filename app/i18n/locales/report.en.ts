import type { Resources } from "./ar.ts";

export const reportEn: Resources["report"] = {
  title: "Report this ad",
  intro: "Tell us what you noticed about “{{title}}”; our team will review it and contact you if needed.",
  reason: "Reason",
  reasons: {
    wrong_information: "Wrong information",
    sold: "Sold or let",
    licence: "Licence problem",
  },
  reasonRequired: "Choose a reason",
  sent: "Thank you: we have your report and will look into it.",
  back: "Back to the ad",
  regaHeading: "Report it to the Real Estate General Authority",
  regaText: "You can also report a property advertisement that breaks the rules through REGA's official channel.",
  regaLink: "The Real Estate General Authority's website",
};
