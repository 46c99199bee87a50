// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { Language } from "../../../domain/language.ts";
import type { ListingImage } from "../../../domain/listing-detail-wire.ts";
import placeholder from "../../assets/listing-placeholder.svg?url";
import { textsFor } from "../../i18n/i18n.tsx";
import "../../../testing/app/all-texts.ts";
import { renderWithSite } from "../../../testing/app/render-with-site.tsx";
import { serverDrawnBlocks } from "../detail/server-drawn.ts";
import { lightboxSwipeThresholdPx } from "./gallery-settings.ts";
import { ListingGallery } from "./listing-gallery.tsx";

const title = "Villa in Al Malqa";
const video = "https://www.youtube-nocookie.com/embed/aqr7Vx2Lm9Q";

function images(count: number): ListingImage[] {
  return Array.from({ length: count }, (_, at) => ({
    image: `/media/demo/${at + 1}-960.webp`,
    media: { key: `demo/${at + 1}`, width: 1600, height: 1000, widths: [480, 960, 1600] },
    alt: null,
  }));
}

function renderGallery(
  language: Language,
  props: { images?: ListingImage[]; videoUrl?: string | null; title?: string } = {},
) {
  return renderWithSite(
    <ListingGallery
      images={props.images ?? images(9)}
      videoUrl={props.videoUrl ?? null}
      title={props.title ?? title}
    />,
    language,
  );
}

const thumbnails = () => screen.getAllByRole("listitem");
const overlays = (container: HTMLElement, breakpoint: "narrow" | "wide") => [
  ...container.querySelectorAll<HTMLElement>(`[data-overlay="${breakpoint}"]`),
];

// The video is a server-drawn part whose code the detail page's loader brings before the page renders.
beforeAll(() => serverDrawnBlocks.preload());

describe.each(["ar", "en"] as const)("ListingGallery (%s)", (language) => {
  const t = textsFor(language).t;
  const openName = (index: number, total: number) => t("gallery.openImage", { index, total });
  const counter = (index: number, total: number) => t("gallery.counter", { index, total });

  describe("thumbnails", () => {
    it("renders four thumbnails, the last two only from 768 px, each a named button", () => {
      renderGallery(language);
      expect(screen.getByRole("list", { name: t("gallery.label", { title }) })).toBeTruthy();
      const items = thumbnails();
      expect(items).toHaveLength(4);
      expect(items.map((item) => item.className.includes("hidden"))).toEqual([false, false, true, true]);
      expect(items[2]?.className).toContain("md:block");
      expect(items[3]?.className).toContain("md:block");
      for (const [at, item] of items.entries()) {
        expect(within(item).getByRole("button", { name: openName(at + 1, 9) })).toBeTruthy();
      }
    });

    it("counts the images left out per breakpoint: +7 over the second on phones, +5 over the fourth from 768 px", () => {
      const { container } = renderGallery(language);
      const [narrow, ...moreNarrow] = overlays(container, "narrow");
      const [wide, ...moreWide] = overlays(container, "wide");
      expect(moreNarrow).toHaveLength(0);
      expect(moreWide).toHaveLength(0);
      expect(narrow?.textContent).toBe("+7");
      expect(narrow?.closest("li")).toBe(thumbnails()[1]);
      expect(narrow?.className).toMatch(/(^|\s)flex(\s|$)/);
      expect(narrow?.className).toContain("md:hidden");
      expect(wide?.textContent).toBe("+5");
      expect(wide?.closest("li")).toBe(thumbnails()[3]);
      expect(wide?.className).toMatch(/(^|\s)hidden(\s|$)/);
      expect(wide?.className).toContain("md:flex");
      // Overlays are drawn over the image; the button's name already says how many there are.
      expect(narrow?.getAttribute("aria-hidden")).toBe("true");
    });

    it.each([
      [1, 1, null, null],
      [2, 2, null, null],
      [3, 3, "+1", null],
      [4, 4, "+2", null],
      [5, 4, "+3", "+1"],
    ])("with %i images shows %i thumbnails, %s on phones and %s from 768 px", (count, shown, narrow, wide) => {
      const { container } = renderGallery(language, { images: images(count) });
      expect(thumbnails()).toHaveLength(shown);
      expect(overlays(container, "narrow").map((overlay) => overlay.textContent)).toEqual(narrow ? [narrow] : []);
      expect(overlays(container, "wide").map((overlay) => overlay.textContent)).toEqual(wide ? [wide] : []);
      expect(screen.getAllByRole("button", { name: new RegExp(` ${count}$`) })).toHaveLength(shown);
    });

    it("lets a lone image fill the row, and the third of three fill the second row from 768 px", () => {
      renderGallery(language, { images: images(1) });
      expect(thumbnails()[0]?.className).toContain("col-span-2");
      renderGallery(language, { images: images(3) });
      const items = screen.getAllByRole("listitem").slice(1);
      expect(items[2]?.className).toContain("md:col-span-2");
      expect(items[1]?.className).not.toContain("col-span-2");
    });

    it("loads the first image at once with high priority and the others lazily, all with dimensions", () => {
      renderGallery(language);
      const pictures = thumbnails().map((item) => item.querySelector("img"));
      expect(pictures.map((image) => image?.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy", "lazy"]);
      expect(pictures[0]?.getAttribute("fetchpriority")).toBe("high");
      expect(pictures[1]?.getAttribute("fetchpriority")).toBeNull();
      for (const image of pictures) {
        expect(image?.getAttribute("width")).toBe("1600");
        expect(image?.getAttribute("height")).toBe("1000");
      }
      const avif = thumbnails()[0]?.querySelector('source[type="image/avif"]');
      expect(avif?.getAttribute("srcset")).toBe(
        "/media/demo/1-480.avif 480w, /media/demo/1-960.avif 960w, /media/demo/1-1600.avif 1600w",
      );
    });

    it("replaces a thumbnail that fails to load with the placeholder", () => {
      renderGallery(language);
      const second = thumbnails()[1];
      const image = second?.querySelector("img");
      if (!image) throw new Error("no image");
      fireEvent.error(image);
      expect(second?.querySelector("img")?.getAttribute("src")).toBe(placeholder);
      expect(second?.querySelector("source")).toBeNull();
    });

    it("renders nothing without images or video", () => {
      const { container } = renderGallery(language, { images: [] });
      expect(container.querySelector("ul, iframe, button")).toBeNull();
      expect(container.textContent).toBe("");
    });

    it("renders only the video when there are no images", () => {
      renderGallery(language, { images: [], videoUrl: video });
      expect(screen.queryByRole("list")).toBeNull();
      expect(screen.getByRole("button", { name: new RegExp(t("gallery.video.play")) })).toBeTruthy();
    });
  });

  describe("lightbox", () => {
    async function openAt(index: number, total = 9) {
      fireEvent.click(screen.getByRole("button", { name: openName(index, total) }));
      return screen.findByRole("dialog", { name: t("gallery.lightbox.lightbox") });
    }

    it("does not load before a thumbnail is clicked, then opens at the clicked image", async () => {
      renderGallery(language);
      expect(screen.queryByRole("dialog")).toBeNull();
      const dialog = await openAt(3);
      expect(within(dialog).getByText(counter(3, 9))).toBeTruthy();
      const current = within(dialog).getByRole("img", { name: t("gallery.slideAlt", { title, index: 3, total: 9 }) });
      expect(current.getAttribute("src")).toBe("/media/demo/3-960.webp");
      expect(current.getAttribute("srcset")).toBe(
        "/media/demo/3-480.webp 480w, /media/demo/3-960.webp 960w, /media/demo/3-1600.webp 1600w",
      );
    });

    it("preloads two slides on each side of the current one", async () => {
      renderGallery(language);
      const dialog = await openAt(4);
      const alts = within(dialog)
        .getAllByRole("img")
        .map((image) => image.getAttribute("alt"));
      expect(alts).toEqual([2, 3, 4, 5, 6].map((index) => t("gallery.slideAlt", { title, index, total: 9 })));
    });

    it("labels its controls in the page's language", async () => {
      renderGallery(language);
      const dialog = await openAt(1);
      expect(within(dialog).getByRole("button", { name: t("gallery.lightbox.previous") })).toBeTruthy();
      expect(within(dialog).getByRole("button", { name: t("gallery.lightbox.next") })).toBeTruthy();
      expect(within(dialog).getByRole("button", { name: t("gallery.lightbox.close") })).toBeTruthy();
      expect(
        within(dialog)
          .getByRole("region", { name: t("gallery.lightbox.photoGallery") })
          .getAttribute("aria-roledescription"),
      ).toBe(t("gallery.lightbox.carousel"));
      const slideLabel = t("gallery.lightbox.slideOf").replace("{index}", "1").replace("{total}", "9");
      expect(within(dialog).getByRole("group", { name: slideLabel }).getAttribute("aria-roledescription")).toBe(
        t("gallery.lightbox.slide"),
      );
    });

    it("follows the viewed slide, and reopens at the thumbnail clicked next", async () => {
      renderGallery(language);
      let dialog = await openAt(3);
      const next = within(dialog).getByRole("button", { name: t("gallery.lightbox.next") });
      const previous = within(dialog).getByRole("button", { name: t("gallery.lightbox.previous") });
      fireEvent.click(next);
      expect(await within(dialog).findByText(counter(4, 9))).toBeTruthy();
      fireEvent.click(next);
      expect(await within(dialog).findByText(counter(5, 9))).toBeTruthy();
      fireEvent.click(previous);
      fireEvent.click(previous);
      fireEvent.click(previous);
      expect(await within(dialog).findByText(counter(2, 9))).toBeTruthy();

      fireEvent.click(within(dialog).getByRole("button", { name: t("gallery.lightbox.close") }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

      dialog = await openAt(1);
      expect(within(dialog).getByText(counter(1, 9))).toBeTruthy();
      // Past the first image the carousel wraps around to the last.
      fireEvent.click(within(dialog).getByRole("button", { name: t("gallery.lightbox.previous") }));
      expect(await within(dialog).findByText(counter(9, 9))).toBeTruthy();
    });

    it("closes on Escape and opens again", async () => {
      renderGallery(language);
      const dialog = await openAt(2);
      fireEvent.keyDown(dialog.querySelector(".yarl__container") ?? dialog, { key: "Escape" });
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      const again = await openAt(4);
      expect(within(again).getByText(counter(4, 9))).toBeTruthy();
    });

    it("shows a placeholder and a message for a slide that fails to load", async () => {
      renderGallery(language);
      const dialog = await openAt(2);
      const slide = within(dialog).getByRole("img", { name: t("gallery.slideAlt", { title, index: 2, total: 9 }) });
      expect(within(dialog).queryByRole("alert")).toBeNull();
      fireEvent.error(slide);
      const alert = await within(dialog).findByRole("alert");
      expect(alert.textContent).toBe(t("gallery.slideError"));
      expect(alert.querySelector("img")?.getAttribute("src")).toBe(placeholder);
      // The broken image itself stays invisible (the library keeps it at opacity 0).
      expect(slide.className).toContain("yarl__slide_image_loading");
    });

    it("has no previous or next button for a single image", async () => {
      renderGallery(language, { images: images(1) });
      const dialog = await openAt(1, 1);
      expect(within(dialog).queryByRole("button", { name: t("gallery.lightbox.next") })).toBeNull();
      expect(within(dialog).queryByRole("button", { name: t("gallery.lightbox.previous") })).toBeNull();
      expect(within(dialog).getByText(counter(1, 1))).toBeTruthy();
    });
  });

  describe("video", () => {
    it("puts the video beside the images and loads YouTube only when played", () => {
      const { container } = renderGallery(language, { videoUrl: "https://www.youtube.com/embed/Rz3pK8nW1tY?start=30" });
      expect(container.querySelector("iframe")).toBeNull();
      expect(screen.getByRole("list").parentElement?.className).toContain("md:grid-cols-2");
      const play = screen.getByRole("button", { name: new RegExp(t("gallery.video.play")) });
      expect(play.closest("div")?.className).toContain("h-[400px]");
      fireEvent.click(play);
      const frame = container.querySelector("iframe");
      expect(frame?.getAttribute("src")).toBe(
        "https://www.youtube-nocookie.com/embed/Rz3pK8nW1tY?autoplay=1&start=30&rel=0",
      );
      expect(frame?.getAttribute("title")).toBe(t("gallery.video.frameTitle", { title }));
      expect(frame?.getAttribute("loading")).toBe("lazy");
      expect(frame?.getAttribute("referrerpolicy")).toBe("strict-origin-when-cross-origin");
      expect(frame?.getAttribute("allow")).toBe("autoplay; encrypted-media; picture-in-picture; fullscreen");
      expect(document.activeElement).toBe(frame);
    });

    it.each([
      "https://www.youtube.com/watch?v=Rz3pK8nW1tY",
      "http://www.youtube-nocookie.com/embed/aqr7Vx2Lm9Q",
      "https://evil.example/embed/aqr7Vx2Lm9Q",
      "javascript:alert(1)",
    ])("shows no video for %s", (videoUrl) => {
      const { container } = renderGallery(language, { videoUrl });
      expect(container.querySelector("iframe")).toBeNull();
      expect(screen.queryByRole("button", { name: new RegExp(t("gallery.video.play")) })).toBeNull();
      expect(screen.getByRole("list").parentElement?.className).not.toContain("md:grid-cols-2");
    });
  });
});

describe("lightbox library", () => {
  it("still starts a swipe after 30 px, the spec's threshold (a constant there, not a prop)", () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve("yet-another-react-lightbox"), "utf8");
    expect(source).toMatch(new RegExp(`const SWIPE_THRESHOLD = ${lightboxSwipeThresholdPx};`));
    expect(lightboxSwipeThresholdPx).toBe(30);
  });
});
