import type { Resources } from "./ar.ts";

export const contactPageEn: Resources["contactPage"] = {
  description:
    "List your property for sale, rent or auction: send us its details and a real estate adviser will contact you, or call, message or visit our office in Riyadh.",
  heading: "Tell us about your property",
  text: "Do you have a property to sell, rent out or put up for auction, or one you would like us to manage? Tell us its type, its location and what you need, and one of our advisers will get back to you shortly.",
  formLoading: "Loading the form…",
  cardsHeading: "Ways to reach us",
  opensInNewTab: "(opens in a new tab)",
  cards: {
    contact: { title: "Message us", text: "Chat with our team directly on WhatsApp.", action: "Start a chat" },
    call: { title: "Call us" },
    email: { title: "Email", text: "We answer your email within one working day." },
    visit: { title: "Visit us", action: "Open the location on the map" },
  },
};
