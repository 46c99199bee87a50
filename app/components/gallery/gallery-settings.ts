/** Gallery and lightbox constants (spec §9). */

/** Thumbnails shown from 768 px up, and below it. The breakpoint is Tailwind's `md` (48rem = 768 px). */
export const thumbnailsWide = 4;
export const thumbnailsNarrow = 2;

/** The lightbox keeps this many slides loaded on each side of the current one. */
export const lightboxPreload = 2;
export const lightboxFadeMs = 250;
export const lightboxSwipeMs = 500;
/**
 * Pixels a pointer travels before a drag becomes a swipe. yet-another-react-lightbox has this as a
 * fixed constant (`SWIPE_THRESHOLD`, no prop); a test checks the installed version still uses 30.
 */
export const lightboxSwipeThresholdPx = 30;
