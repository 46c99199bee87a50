import type { Language } from "../../domain/language.ts";

/**
 * The enquiry form's texts in one language. The contact page brings them with its own texts
 * (app/routes/page-texts/); a detail page fetches them with its Register Interest dialog. Each module
 * registers its texts when it runs (a module that only runs, not one to read: the texts module itself, which
 * the contact page imports too, would need a namespace object and a helper of the bundler on every page).
 */
export async function loadEnquiryTexts(language: Language): Promise<void> {
  await (language === "ar" ? import("./enquiry-texts-ar.ts") : import("./enquiry-texts-en.ts"));
}
