import type { detailAr } from "./detail.ar.ts";

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const detailEn: Texts<typeof detailAr> = {
  preview: "Back-office preview: visitors see this page while the listing is published and its licence is valid.",
  summary: {
    price: "Price",
    openingPrice: "Opening price",
    rent: { yearly: "Annual rent", monthly: "Monthly rent" },
    location: "Location",
    category: "Type",
  },
  description: {
    heading: "Description",
    more: "Show more",
    less: "Show less",
  },
  sections: {
    estates: "Estates in this auction",
    advertising: "Advertising details",
  },
  actions: {
    heading: "Actions",
    auctionNow: "Bid now",
    registerInterest: "Register interest",
    auctionApproval: "Auction approval",
    marketingProfile: "Marketing profile",
    auctionFile: "Auction file",
    projectFile: "Project file",
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
  finance: {
    heading: "Monthly instalment estimate",
    intro: "See what financing this home could cost each month.",
    open: "Calculate the instalment",
    loading: "Opening the calculator…",
    fields: {
      downPaymentPercent: "Down payment (%)",
      years: "Term (years)",
      annualRatePercent: "Annual rate (%)",
    },
    range: "From {{min}} to {{max}}",
    outOfRange: "Enter a number from {{min}} to {{max}}",
    fix: "Correct the marked fields to see the estimate.",
    monthly: "Estimated monthly instalment",
    downPayment: "Down payment",
    loan: "Amount financed",
    totalPaid: "Total of the instalments",
    totalProfit: "Total financing cost",
    disclaimer:
      "An estimate for guidance, not a finance offer. It starts from a {{downPayment}}% down payment, {{years}} years and an annual rate of {{rate}}%, with equal monthly instalments; the financier's terms and fees decide the real figures.",
  },
  /** Said instead of Bid now and Register interest once a listing is closed (domain/listing-state.ts). */
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
      ended: "This offer has ended",
      sold: "This property has been sold",
      rented: "This property has been rented",
      closed: "This property is no longer available",
    },
  },
  advertising: {
    licenceNumber: "Advertising licence no.",
    qr: "QR code of the advertising licence",
    advertiser: "Advertiser",
    falLicence: "FAL licence",
    auctionLicence: "Real estate auctions licence",
    note: "Advertisement licensed by the Real Estate General Authority (REGA).",
  },
  estates: {
    deed: "Deed no. {{value}}",
    area: "Area",
    openingPrice: "Opening price",
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
};
