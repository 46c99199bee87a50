import type { detailPageAr } from "./detail.ar.ts";

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const detailPageEn: Texts<typeof detailPageAr> = {
  preview: "Back-office preview: visitors see this page while the listing is published and its licence is valid.",
  summary: {
    price: "Price",
    openingPrice: "Opening price",
    location: "Location",
    category: "Category",
  },
  description: {
    heading: "Description",
    more: "Show more",
    less: "Show less",
  },
  actions: {
    heading: "Actions",
    auctionNow: "Bid now",
    registerInterest: "Register interest",
    auctionApproval: "Auction approval",
    marketingProfile: "Marketing profile",
    auctionFile: "Auction file",
    projectFile: "Project file",
    propertyFile: "Property file",
    terms: "Terms and conditions",
    download: "Download {{name}}",
    opensInNewTab: "(opens in a new tab)",
    share: "Share",
    shareWhatsApp: "Share on WhatsApp",
    copyLink: "Copy link",
    copied: "Link copied",
    copyFailed: "Could not copy; copy the link from the address bar",
    shareText: "{{title}} — {{url}}",
    addToCalendar: "Add to calendar",
    calendarFile: "Calendar file (.ics)",
    googleCalendar: "Google Calendar",
  },
  closed: {
    auction: {
      ended: "This auction has ended",
      sold: "This auction has ended",
      rented: "This auction has ended",
      closed: "This auction has ended",
    },
    project: {
      ended: "The offering of this project has closed",
      sold: "This project is sold out",
      rented: "The offering of this project has closed",
      closed: "The offering of this project has closed",
    },
    property: {
      ended: "This listing has ended",
      sold: "This property has been sold",
      rented: "This property has been rented",
      closed: "This property is no longer available",
    },
  },
  related: {
    auction: "More auctions",
    project: "More projects",
    property: "More properties",
    allAuction: "All auctions",
    allProject: "All projects",
    allProperty: "All properties",
  },
  meta: {
    place: "{{title}} in {{location}}",
    placeNamed: "{{title}}, {{location}}",
    description: "{{place}}.",
    withPrice: "{{place}} for SAR {{price}}.",
    withRent: {
      yearly: "{{place}}, annual rent SAR {{price}}.",
      monthly: "{{place}}, monthly rent SAR {{price}}.",
    },
  },
  brochure: {
    open: "Printable brochure",
    title: "Brochure: {{title}}",
    back: "Back to the listing",
    print: "Print",
    qr: "QR code of the listing's page",
    scan: "Scan to open the listing",
    fal: "FAL licence:",
    commercialRegistration: "Commercial registration:",
  },
};
