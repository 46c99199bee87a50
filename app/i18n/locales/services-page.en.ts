import type { Resources } from "./ar.ts";

export const servicesPageEn: Resources["servicesPage"] = {
  description:
    "Our real estate services in Saudi Arabia: marketing, property management, on-site and online auctions, market and feasibility studies, and real estate consulting.",
  intro:
    "From marketing your project to managing your properties and taking them to auction, we stand by you with complete services from a licensed team that knows the Saudi market.",
  switcherLabel: "Service sections",
  offersHeading: "What we do for you",
  request: "Request this service",
  browse: {
    marketing: "Browse direct marketing projects",
    management: "Browse managed properties",
    auction: "Browse auctions",
  },
  sections: {
    marketing: {
      lead: "We start by understanding your property and who is looking for one like it, then build a marketing plan that combines digital and field channels with our customer base, and we follow up every interested buyer until the contract is signed.",
      offers: {
        pricing: "Property appraisal and a competitive price based on actual market deals",
        content: "Professional photography and marketing content that shows the property at its best",
        campaigns: "Licensed advertising campaigns on real estate platforms and social media",
        showings: "Viewings arranged and enquiries answered",
        closing: "Negotiation on your behalf and follow-up of the title transfer until the deal closes",
      },
    },
    management: {
      lead: "We take care of your property's day-to-day details so it stays let and keeps its value, with clear communication and regular reports that show where your investment stands.",
      offers: {
        leasing: "Marketing vacant units, and choosing and vetting tenants",
        contracts: "Lease contracts registered electronically on the Ejar platform",
        collection: "Rent collection and follow-up of late payments",
        maintenance: "Planned and emergency maintenance by approved technicians",
        reports: "Regular financial and operating reports for the owner",
      },
    },
    auction: {
      lead: "We turn selling property at auction into an orderly, transparent process: we prepare the auction file, market it to investors, run it on site or online, and follow the steps after the award.",
      offers: {
        preparation: "Studying the properties and preparing the auction file, terms and approvals",
        promotion: "Marketing the auction to investors and to our base of bidders",
        bidding: "Running the bidding on site and online in full transparency",
        judicial: "Judicial property sales under our judicial sales agency licence",
        handover: "Follow-up of payments and the title transfer after the award",
      },
    },
    marketStudy: {
      lead: "Before you buy land or start a project, we read the market for you in figures: supply, demand, prices and competitors, and turn them into clear recommendations that support your decision.",
      offers: {
        demand: "Analysis of supply, demand and prices in the neighbourhood and the city",
        feasibility: "Financial feasibility studies estimating costs, returns and cash flows",
        bestUse: "Highest and best use studies for land, and the product the market wants",
        competitors: "Monitoring of competing projects and their price levels",
        valuation: "Market value estimates in cooperation with accredited valuers",
      },
    },
    consulting: {
      lead: "Whether you are buying your first home or building a property portfolio, we put our knowledge of the market and its regulations at your service so you decide with the full picture.",
      offers: {
        strategy: "Real estate investment strategy and portfolio diversification",
        buying: "Support for buyers in choosing a property and checking its title deeds and documents",
        regulations: "Guidance on real estate regulations, requirements and registration procedures",
        development: "Development advice from the first idea to the sale",
        performance: "Reviews of existing properties' performance with ways to raise their returns",
      },
    },
  },
};
