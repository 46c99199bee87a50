import type { Resources } from "./ar.ts";

export const homeEn: Resources["home"] = {
  description:
    "A licensed Saudi real estate company for marketing, property management, auctions, market studies and consulting: browse the latest auctions, projects and properties.",
  hero: {
    eyebrow: "A licensed Saudi real estate company",
    heading: "Your trusted partner in Saudi real estate",
    text: "We market your projects, manage your properties and run your real estate auctions on site and online, with market studies and advice you can base your decisions on.",
    browseAuctions: "Browse auctions",
    ourServices: "Explore our services",
  },
  about: {
    eyebrow: "About us",
    heading: "Real estate experience that knows the Saudi market",
    text: "We bring real estate marketing, property management and auctions under one roof. We work under official licences and rely on market data and our knowledge of cities and neighbourhoods to bring your property to the right buyer or tenant at the best possible value.",
    points: {
      licensed: "Licensed for brokerage, real estate marketing, auctions and judicial sales",
      integrated: "One team with you from studying the property to closing the deal and beyond",
      online: "Auctions on site and online that reach bidders wherever they are",
    },
    more: "Learn more about us",
  },
  services: {
    eyebrow: "Our services",
    heading: "Complete real estate solutions, from idea to deal",
    text: "Five services that complement each other, delivered by one team that knows your property and your goals.",
    details: "Service details",
  },
  projects: {
    eyebrow: "Our listings",
    heading: "Projects we market and properties we manage",
    directmarketing:
      "Residential and commercial projects we market directly with developers and owners, with clear prices and areas and no extra middlemen.",
    propertymanagement:
      "Properties for sale and rent that we manage for their owners: apartments, villas, offices, shops and warehouses across the Kingdom.",
    browse: "Browse our listings",
  },
  latest: {
    auction: { heading: "Latest auctions", all: "All auctions" },
    project: { heading: "Latest direct marketing projects", all: "All projects" },
    property: { heading: "Latest managed properties", all: "All properties" },
  },
  contact: {
    heading: "Have a property to sell, rent or auction?",
    text: "Send us your property's details and one of our advisers will contact you to suggest the best way to market it, manage it or put it up for auction.",
    action: "List your property",
    call: "Call us",
  },
};
