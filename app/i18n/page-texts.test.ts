import { afterEach, describe, expect, it, vi } from "vitest";
import { registerTexts, textsFor } from "./i18n.tsx";
import { coreAr } from "./locales/core.ar.ts";
import { homeAr } from "./locales/home.ar.ts";

describe("texts that arrive in parts", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a page's own texts join the language's `t` after the core, and a key with no text is logged", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    registerTexts("ar", coreAr);
    const { t } = textsFor("ar");
    expect(t("nav.home")).toBe(coreAr.nav.home);

    // Before the home page's layout has run (each test file has its own modules), its texts are missing: the
    // key shows and the console says so, which fails a journey.
    expect(t("home.hero.heading")).toBe("home.hero.heading");
    expect(logged).toHaveBeenCalledWith('No ar text for "home.hero.heading"');
    registerTexts("ar", { home: homeAr });
    // The same `t`, handed out before, now finds them, and the tree lists them.
    expect(t("home.hero.heading")).toBe(homeAr.hero.heading);
    expect(textsFor("ar").texts.home.hero.heading).toBe(homeAr.hero.heading);
  });
});
