import type { Resources } from "./ar.ts";

export const aboutEn: Resources["about"] = {
  description:
    "Get to know our company: who we are, our values, why clients choose us, our objectives, and our licences for brokerage, real estate marketing, auctions and judicial sales.",
  intro: {
    heading: "Who we are",
    who: "{{name}} is a Saudi real estate company based in Riyadh. We market real estate, manage properties and run real estate auctions, and we provide market and feasibility studies and real estate advice to individuals, companies and institutions.",
    belief:
      "We believe property is a big decision that deserves accurate information and transparent dealing. That is why we work under official licences, rely on market data and our team's knowledge of cities and neighbourhoods, and stay with our clients from the first consultation to the closing of the deal and beyond.",
  },
  values: {
    heading: "Our values",
    integrity: {
      title: "Integrity",
      text: "We put our clients' interests first, follow the regulations in every dealing, and tell the truth about a property and its price.",
    },
    transparency: {
      title: "Transparency",
      text: "Clear information, published fees and regular reports: no surprises along the way.",
    },
    professionalism: {
      title: "Professionalism",
      text: "A qualified team that works methodically and follows every detail to the last step.",
    },
    innovation: {
      title: "Innovation",
      text: "We use technology in marketing and online auctions to take your property further, faster.",
    },
  },
  whyUs: {
    heading: "Why choose us",
    licensed: {
      title: "Officially licensed",
      text: "We hold licences for brokerage, real estate marketing, auctions and judicial sales, so your rights are protected when you deal with us.",
    },
    reach: {
      title: "A wide customer base",
      text_zero:
        "More than {{number}} registered customers, and online auctions that bring your property to buyers everywhere.",
      text_one:
        "More than {{number}} registered customer, and online auctions that bring your property to buyers everywhere.",
      text_two:
        "More than {{number}} registered customers, and online auctions that bring your property to buyers everywhere.",
      text_few:
        "More than {{number}} registered customers, and online auctions that bring your property to buyers everywhere.",
      text_many:
        "More than {{number}} registered customers, and online auctions that bring your property to buyers everywhere.",
      text_other:
        "More than {{number}} registered customers, and online auctions that bring your property to buyers everywhere.",
    },
    integrated: {
      title: "Everything in one place",
      text: "From market studies to marketing, auctions and management: one team follows your property and knows your goals.",
    },
  },
  objectives: {
    heading: "Our objectives",
    trust: "Provide reliable real estate services that strengthen clients' trust in the property market.",
    value: "Achieve the best value for our clients' properties, whether they sell, rent or invest.",
    access: "Make real estate opportunities easier to reach through online auctions and digital platforms.",
    decisions: "Support investment decisions with accurate, up-to-date studies and data.",
    vision: "Contribute to the growth of the real estate sector in line with the goals of Saudi Vision 2030.",
  },
  licences: {
    heading: "Our licences",
    text: "We work under the Kingdom's real estate regulations. These are our licences and commercial registration:",
    number: "Number",
    fal: "FAL licence",
    falIssuer: "Real Estate General Authority",
    auctions: "Real estate auctions licence",
    judicialSales: "Judicial sales agency licence",
    commercialRegistration: "Commercial registration",
    commercialRegistrationIssuer: "Ministry of Commerce",
  },
};
