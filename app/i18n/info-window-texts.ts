import type { Language } from "../../domain/language.ts";

/**
 * The texts of the map's info window that the map page's own (the `map` group) leave out: the detail pages' words
 * for a listing's location and price. Fetched with the info window's code when a pin is first pressed; each module
 * registers its texts when it runs, as the enquiry form's do (enquiry-texts.ts).
 */
export async function loadInfoWindowTexts(language: Language): Promise<void> {
  await (language === "ar" ? import("./info-window-texts-ar.ts") : import("./info-window-texts-en.ts"));
}
