// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSite } from "../../testing/app/render-with-site.tsx";
import placeholder from "../assets/listing-placeholder.svg?url";
import { ListingImage } from "./listing-image.tsx";

const cover = { key: "covers/7", width: 1600, height: 1000, widths: [480, 800, 1200] };

describe("ListingImage", () => {
  it("offers AVIF and WebP variants and loads lazily with explicit dimensions", () => {
    const { container } = renderWithSite(
      <ListingImage cover={cover} coverImage="/media/covers/7-800.webp" alt="Villa" sizes="100vw" />,
    );
    const image = screen.getByRole("img", { name: "Villa" });
    expect(image.getAttribute("src")).toBe("/media/covers/7-800.webp");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("decoding")).toBe("async");
    expect(image.getAttribute("width")).toBe("1600");
    expect(image.getAttribute("height")).toBe("1000");
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.getAttribute("srcset")).toBe(
      "/media/covers/7-480.avif 480w, /media/covers/7-800.avif 800w, /media/covers/7-1200.avif 1200w",
    );
    expect(sources[1]?.getAttribute("sizes")).toBe("100vw");
  });

  it("loads eagerly with high priority above the fold", () => {
    renderWithSite(<ListingImage cover={cover} coverImage={null} alt="Villa" sizes="100vw" eager />);
    const image = screen.getByRole("img", { name: "Villa" });
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.getAttribute("src")).toBe("/media/covers/7-800.webp");
  });

  it("falls back to the placeholder when the image fails to load", () => {
    const { container } = renderWithSite(
      <ListingImage cover={cover} coverImage="/media/covers/7-800.webp" alt="Villa" sizes="100vw" />,
    );
    fireEvent.error(screen.getByRole("img", { name: "Villa" }));
    const image = screen.getByRole("img", { name: "Villa" });
    expect(image.getAttribute("src")).toBe(placeholder);
    expect(container.querySelector("source")).toBeNull();
    expect(image.getAttribute("width")).toBe("800");
    expect(image.getAttribute("height")).toBe("500");
  });

  it("shows the placeholder when there is no cover", () => {
    renderWithSite(<ListingImage cover={null} coverImage={null} alt="Villa" sizes="100vw" />, "en");
    expect(screen.getByRole("img", { name: "Villa" }).getAttribute("src")).toBe(placeholder);
  });
});
