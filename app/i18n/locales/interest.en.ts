import type { Resources } from "./ar.ts";

export const interestEn: Resources["interest"] = {
  title: "Register interest",
  text: "Leave your details and our team will contact you about “{{title}}”.",
  close: "Close",
};
