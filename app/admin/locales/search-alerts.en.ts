import type searchAlerts from "./search-alerts.ar.ts";

const searchAlertsEn: typeof searchAlerts = {
  nav: "Search alerts",
  title: "Search alerts",
  intro:
    "Visitors ask to be emailed when listings matching their search are published, and switch the alert on from a link in their email. You can turn any alert off; it then sends nothing more.",
  figures: "Alerts",
  kind: "Section",
  active: "On",
  pending: "Waiting for confirmation",
  off: "Turned off",
  kinds: { auction: "Auctions", project: "Projects", property: "Properties" },
  states: { active: "On", pending: "Waiting for confirmation", off: "Turned off" },
  frequencies: { daily: "Daily", weekly: "Weekly" },
  languages: { ar: "Arabic", en: "English" },
  search: "Search by email address",
  searchButton: "Search",
  email: "Email address",
  filters: "Search filters",
  noFilters: "All listings",
  filterNames: {
    categoryId: "Category",
    status: "Status",
    location: "Location",
    bedrooms: "Bedrooms (at least)",
    search: "Search words",
    area: "Area",
  },
  drawnArea: "An area drawn on the map",
  frequency: "Frequency",
  language: "Language",
  state: "State",
  created: "Asked on",
  turnOff: "Turn off",
  turnedOff: "The alert was turned off.",
  empty: "No alerts.",
  auditActions: { search_alert_turned_off: "Visitor's search alert turned off" },
};

export default searchAlertsEn;
