import type { locationMapAr } from "./location-map.ar.ts";

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const locationMapEn: Texts<typeof locationMapAr> = {
  heading: "Location",
  directions: "Get directions",
  googleMaps: "Google Maps",
  loading: "Loading map…",
  invalidCoordinates: "Invalid coordinates",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  /** Name of the pin for screen readers and its tooltip. */
  pin: {
    auction: "Auction: {{title}}",
    project: "Project: {{title}}",
    property: "Property: {{title}}",
  },
  close: "Close",
};
