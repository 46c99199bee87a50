// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "../../testing/app/render-with-site.tsx";
import { PageBanner } from "./page-banner.tsx";

const picture = {
  key: "uploads/0f0e0d0c-0b0a-4909-8807-060504030201",
  width: 1600,
  height: 900,
  widths: [480, 960, 1600],
  alt: "An auction hall",
  focal: { x: 30, y: 60 },
};
const crumbs = [{ label: "Home", to: "/en" }, { label: "Auctions" }];

describe("PageBanner", () => {
  it("shows the banner the site ships while nothing is published for its section", () => {
    const { container } = renderWithSite(<PageBanner title="Auctions" crumbs={crumbs} section="auctions" />, "en", {
      banners: { services: { ...picture, alt: "Our team" } },
    });
    const image = container.querySelector("img")!;
    // Decorative, from the build's files: narrow and wide cuts of the section's own drawing.
    expect(image.getAttribute("alt")).toBe("");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    const sources = [...container.querySelectorAll("picture > source")].map((source) => source.getAttribute("srcset"));
    expect(sources.join(" ")).toMatch(/auctions-wide-1280/);
    expect(sources.join(" ")).toMatch(/auctions-narrow-480/);
    expect(container.querySelector("[data-banner]")?.hasAttribute("data-banner-picture")).toBe(false);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it("draws and preloads the picture staff published for its section, around its focal point", () => {
    const { container } = renderWithSite(<PageBanner title="Auctions" crumbs={crumbs} section="auctions" />, "en", {
      banners: { auctions: picture },
    });
    const image = screen.getByRole("img", { name: "An auction hall" });
    expect(image.getAttribute("src")).toBe(`/media/${picture.key}-960.webp`);
    expect(image.getAttribute("width")).toBe("1600");
    expect(image.getAttribute("height")).toBe("900");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.getAttribute("class")).toMatch(/\bfocal-x-30\b.*\bfocal-y-60\b/);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    const avif = `/media/${picture.key}-480.avif 480w, /media/${picture.key}-960.avif 960w, /media/${picture.key}-1600.avif 1600w`;
    expect(sources[0]?.getAttribute("srcset")).toBe(avif);
    expect(sources.every((source) => source.getAttribute("sizes") === "100vw")).toBe(true);
    expect(container.querySelector("[data-banner]")?.getAttribute("data-banner-picture")).toBe(picture.key);
    // The largest paint: preloaded at the width the window takes, before the stylesheet lets the picture show.
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute("imagesrcset")).toBe(avif);
    expect(preload?.getAttribute("imagesizes")).toBe("100vw");
    expect(preload?.getAttribute("fetchpriority")).toBe("high");
  });
});
