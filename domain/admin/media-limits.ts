// What an upload may be, shared by the server and the back office's media manager. No imports: the back office's
// browser code reads it without pulling in zod or modules the public pages share (docs/decisions/017-back-office.md).

/** A photo of at most 20 MB and 50 megapixels, or a PDF of at most 20 MB. */
export const uploadLimits = { maxBytes: 20 * 1024 * 1024, maxPixels: 50_000_000 } as const;
export const imageTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
/** What the file picker offers; the server still reads the bytes. */
export const imageAccept = ".jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif";
/** What the picker of a listing's PDF fields offers; the server reads the bytes (file-type). */
export const documentAccept = ".pdf,application/pdf";
export const maxImagesPerListing = 60;
export const maxAltLength = 300;
