import type { mapAr } from "./map.ar.ts";

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const mapEn: Texts<typeof mapAr> = {
  label: "Map of listings",
  description:
    "Find our real estate auctions, direct marketing projects and managed properties on the map of Saudi Arabia, and select a pin to see its details.",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  draw: "Draw an area",
  searchView: "Search this view",
  loading: "Loading map…",
  legend: {
    label: "Show on the map",
    hint: "Select a kind to hide or show its pins",
  },
  kinds: {
    auction: "Auctions",
    project: "Direct marketing",
    property: "Property management",
  },
  pin: {
    auction: "Auction: {{title}}",
    project: "Project: {{title}}",
    property: "Property: {{title}}",
  },
  cluster_zero: "No listings here",
  cluster_one: "{{value}} listing here, select to zoom in",
  cluster_two: "{{value}} listings here, select to zoom in",
  cluster_few: "{{value}} listings here, select to zoom in",
  cluster_many: "{{value}} listings here, select to zoom in",
  cluster_other: "{{value}} listings here, select to zoom in",
  infoWindow: {
    close: "Close",
    /** Screen readers: what the line under the title and the amount are. */
    location: "Location",
    price: "Price",
    viewDetails: "View details",
    auctionStart: "Auction starts on {{weekday}}, {{date}} at {{time}}",
    auctionStarted: "Auction started on {{weekday}}, {{date}} at {{time}}",
    auctionEnds: "Auction ends on {{weekday}}, {{date}} at {{time}}",
    auctionEnded: "Auction ended on {{weekday}}, {{date}} at {{time}}",
  },
};
