import type { Resources } from "./ar.ts";

export const galleryEn: Resources["gallery"] = {
  label: "Photos of {{title}}",
  openImage: "Open image {{index}} of {{total}}",
  moreImages: "+{{count}}",
  opening: "Opening the photos…",
  slideAlt: "{{title}}, image {{index}} of {{total}}",
  counter: "{{index}} of {{total}}",
  slideError: "This image could not be loaded.",
  lightbox: {
    previous: "Previous image",
    next: "Next image",
    close: "Close",
    slide: "image",
    carousel: "carousel",
    lightbox: "Image viewer",
    photoGallery: "Photo gallery",
    slideOf: "{index} of {total}",
  },
  video: {
    play: "Play the video",
    frameTitle: "Video of {{title}}",
    source: "Plays from YouTube",
  },
};
