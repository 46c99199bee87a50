import type { ListingFormResources } from "./editor.ar.ts";

/** Texts of the listing form's later parts: city, property file, QR image, photo batches and order, the photos page. */
const listingForm: ListingFormResources = {
  propertyFileUrl: "Property file (PDF)",
  city: {
    label: "City",
    hint: "Type the city's name in Arabic or English, then choose it from the list.",
    showAll: "Show all cities",
    none: "No city of that name is in the list.",
    unlisted: "{{slug}} (not in the list)",
    count_zero: "No matching city.",
    count_one: "1 matching city.",
    count_two: "2 matching cities.",
    count_few: "{{count}} matching cities.",
    count_many: "{{count}} matching cities.",
    count_other: "{{count}} matching cities.",
  },
  qr: {
    hint: "The address of the code's image (https://), or an image uploaded from your device.",
    upload: "Upload the code's image",
    uploading: "Uploading the code's image",
    uploaded: "{{name}} uploaded. Save the listing to keep it.",
    tooLarge: "The image is too large (20 MB at most).",
    preview: "Advertising licence QR code",
  },
  photos: {
    pageTitle: "Photos of “{{title}}”",
    back: "Back to the listing “{{title}}”",
    dragHint: "Drag a photo to change its place, or use the Earlier and Later buttons from the keyboard.",
    dragHandle: "Drag to move photo {{n}}",
    summary: "Upload finished: {{uploaded}} uploaded, {{refused}} refused.",
  },
};

export default listingForm;
