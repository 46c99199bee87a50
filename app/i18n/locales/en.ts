import type { Resources } from "./ar.ts";

const en: Resources = {
  meta: {
    defaultDescription:
      "Real estate auctions, direct marketing projects and property management in Saudi Arabia: browse listings, search on the map and register your interest.",
  },
  nav: {
    label: "Main menu",
    home: "Home",
    services: "Services",
    ourprojects: "Our Projects",
    directmarketing: "Direct Marketing",
    propertymanagement: "Property Management",
    auctions: "Auctions",
    aboutus: "About Us",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    map: "Map",
    searchOnMap: "Search on map",
    listYourProperty: "List Your Property",
    skipToContent: "Skip to main content",
    home_link: "Home page",
  },
  language: {
    switchTo: "العربية",
    switchLabel: "Switch the site to Arabic",
  },
  common: {
    loading: "Loading…",
    comingSoon: "This page is being prepared. Check back soon.",
  },
  chat: {
    label: "Chat with us on WhatsApp",
  },
  footer: {
    about:
      "Real estate marketing, property management and auctions, with studies and advice that help you decide well.",
    services: "Our Services",
    pages: "Quick Links",
    contact: "Contact Us",
    phone: "Phone",
    whatsapp: "WhatsApp",
    email: "Email",
    address: "Address",
    workingHours: "Working hours",
    followUs: "Follow us",
    licences: "Licences",
    falLicence: "FAL licence no. {{number}}",
    commercialRegistration: "CR no. {{number}}",
    rights: "© {{year}} {{name}} — All rights reserved.",
    placeholderNotice: "Demo details: the company's numbers and licences shown here are placeholders.",
    customers: "More than {{number}} registered customers",
  },
  social: {
    x: "X (Twitter)",
    instagram: "Instagram",
    snapchat: "Snapchat",
    tiktok: "TikTok",
    youtube: "YouTube",
    facebook: "Facebook",
  },
  services: {
    marketing: "Real Estate Marketing",
    management: "Property Management",
    auction: "Auction Management",
    marketStudy: "Market and Feasibility Studies",
    consulting: "Real Estate Consulting",
  },
  pages: {
    home: { title: "Home", heading: "Your trusted partner in Saudi real estate" },
    services: { title: "Our Services" },
    directmarketing: { title: "Direct Marketing Projects" },
    propertymanagement: { title: "Property Management" },
    auctions: { title: "Auctions" },
    aboutus: { title: "About Us" },
    contactus: { title: "List Your Property" },
    auction: { title: "Auction Details" },
    project: { title: "Project Details" },
    property: { title: "Property Details" },
    map: { title: "Search on Map" },
  },
  breadcrumb: {
    label: "Breadcrumb",
    home: "Home",
  },
  notFound: {
    code: "404",
    title: "Page Not Found",
    text: "Sorry, the page you are looking for does not exist or has been moved.",
    back: "Back to home",
  },
  error: {
    title: "Something went wrong",
    text: "We could not show this page. Please try again in a moment.",
    retry: "Try again",
  },
  Status: {
    AVAILABLE: "Available",
    ACTIVE: "Active",
    UPCOMING: "Upcoming",
    COMPLETED: "Ended",
    RENTED: "Rented",
    SOLD: "Sold",
  },
};

export default en;
