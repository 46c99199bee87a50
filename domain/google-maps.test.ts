import { describe, expect, it } from "vitest";
import { directionsUrl, placeUrl } from "./google-maps.ts";

describe("Google Maps links", () => {
  const office = { lat: 24.8067, lng: 46.6186, placeUrl: "https://maps.app.goo.gl/office" };

  it("opens directions to the point", () => {
    expect(directionsUrl(24.69, 46.68)).toBe("https://www.google.com/maps/dir/?api=1&destination=24.69%2C46.68");
  });

  it("opens a coordinate search for any point but the office", () => {
    expect(placeUrl(24.69, 46.68, office)).toBe("https://www.google.com/maps/search/?api=1&query=24.69%2C46.68");
  });

  it("opens the office's own place page for the office's coordinates, however they are written", () => {
    expect(placeUrl(24.8067, 46.6186, office)).toBe(office.placeUrl);
    expect(placeUrl(24.80670000001, 46.6186, office)).toBe(office.placeUrl);
    expect(placeUrl(24.8068, 46.6186, office)).not.toBe(office.placeUrl);
  });
});
