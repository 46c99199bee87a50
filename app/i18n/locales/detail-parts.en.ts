import type { detailPartsAr } from "./detail-parts.ar.ts";

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const detailPartsEn: Texts<typeof detailPartsAr> = {
  sections: {
    estates: "Lots in this auction",
    advertising: "Advertising details",
  },
  finance: {
    heading: "Monthly instalment estimate",
    intro: "See what financing this home could cost each month.",
    open: "Calculate the instalment",
    fields: {
      downPaymentPercent: "Down payment (%)",
      years: "Term (years)",
      annualRatePercent: "Annual profit rate (%)",
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
      "An estimate for guidance, not a finance offer. It starts from a {{downPayment}}% down payment, {{years}} years and an annual profit rate of {{rate}}%, with equal monthly instalments; the financier's terms and fees decide the real figures.",
  },
  /** Said instead of Bid now and Register interest once a listing is closed (domain/listing-state.ts). */
  advertising: {
    licenceNumber: "Advertising licence no.",
    qr: "QR code of the advertising licence",
    advertiser: "Advertiser",
    falLicence: "FAL licence",
    auctionLicence: "Real estate auctions licence",
    note: "Advertisement licensed by the Real Estate General Authority (REGA).",
  },
  /** "Report this ad" (docs/decisions/042-report-a-listing.md). */
  report: {
    link: "Report this ad",
    hint: "Wrong information, already sold or a licence problem? Tell us.",
    rega: "Report it to the Real Estate General Authority",
  },
  estates: {
    deed: "Deed no. {{value}}",
    area: "Area",
    openingPrice: "Opening price",
  },
};
