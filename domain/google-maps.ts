/**
 * Links of the location map panel's two buttons (spec §2): directions to a point, and the point as a
 * place. The company's office has a place page of its own (its name, photos, reviews), so the office's
 * coordinates open that page instead of a bare coordinate search.
 */

export interface OfficePlace {
  lat: number;
  lng: number;
  /** Google Maps place link of the office (company settings). */
  placeUrl: string;
}

// About 10 cm: the same point written with a different number of decimals.
const samePointTolerance = 1e-6;

function point(lat: number, lng: number): string {
  return `${lat},${lng}`;
}

/** Google Maps directions from wherever the visitor is to the point. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(point(lat, lng))}`;
}

/** The point on Google Maps: the office's own place page for its coordinates, a coordinate search for any other. */
export function placeUrl(lat: number, lng: number, office: OfficePlace): string {
  const isOffice = Math.abs(lat - office.lat) < samePointTolerance && Math.abs(lng - office.lng) < samePointTolerance;
  if (isOffice) return office.placeUrl;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(point(lat, lng))}`;
}
