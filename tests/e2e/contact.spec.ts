import type { Page } from "@playwright/test";
import { enquiryMessages } from "../../domain/enquiry.ts";
import { expect, expectNoSeriousA11yViolations, fillLikeAPerson, isPhone, test } from "./fixtures.ts";
import { leadsByEmail, leadsByMessage, uniqueEmail } from "./leads-db.ts";

const copy = {
  ar: {
    path: "/contactus",
    title: "اعرض عقارك",
    heading: "أخبرنا عن عقارك",
    name: "الاسم الكامل",
    email: "البريد الإلكتروني",
    phone: "رقم الجوال",
    message: "رسالتك",
    send: "إرسال",
    sent: "تم إرسال رسالتك بنجاح، وسنتواصل معك قريبًا.",
    failed: "تعذّر إرسال رسالتك، حاول مرة أخرى.",
    fullName: "سارة محمد العتيبي",
    map: /افتح الموقع على الخريطة/,
  },
  en: {
    path: "/en/contactus",
    title: "List Your Property",
    heading: "Tell us about your property",
    name: "Full name",
    email: "Email",
    phone: "Mobile number",
    message: "Your message",
    send: "Send",
    sent: "Your message was sent successfully. We will be in touch soon.",
    failed: "Something went wrong and your message was not sent. Please try again.",
    fullName: "Sarah Mohammed Alotaibi",
    map: /Open the location on the map/,
  },
} as const;

type Language = keyof typeof copy;

async function fillForm(page: Page, language: Language, email: string, message = "") {
  const text = copy[language];
  await fillLikeAPerson(page, async () => {
    await page.getByLabel(text.name).fill(text.fullName);
    await page.getByLabel(text.email).fill(email);
    // As people dial at home: the trunk 0 is dropped, the country code is Saudi Arabia's.
    await page.getByLabel(text.phone, { exact: true }).fill("0501234567");
    if (message) await page.getByLabel(text.message).fill(message);
  });
}

for (const language of ["ar", "en"] as const) {
  const text = copy[language];
  const errors = enquiryMessages[language];

  test.describe(`contact page (${language})`, () => {
    test("has the banner, the form and the contact cards", async ({ page }) => {
      await page.goto(text.path);
      await expect(page).toHaveTitle(new RegExp(`^${text.title} \\| `));
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: text.heading })).toBeVisible();
      await expect(page.locator('a[href="tel:+966110000000"]').last()).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "info@example.com" })).toHaveAttribute(
        "href",
        "mailto:info@example.com",
      );
      await expect(page.getByRole("link", { name: text.map })).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps/,
      );
      await expect(page.getByLabel(text.name)).toHaveAttribute("placeholder", /\S+ \S+ \S+/);
      await expect(page.getByLabel(text.email)).toHaveAttribute("placeholder", "name@example.com");
      await expect(page.getByRole("button", { name: /\+966/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("every rule of spec §5 speaks the page's language, and nothing typed is lost", async ({ page }) => {
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await page.goto(text.path);
      const name = page.getByLabel(text.name);
      const email = page.getByLabel(text.email);
      const phone = page.getByLabel(text.phone, { exact: true });

      await page.getByRole("button", { name: text.send }).click();
      // Name and phone; the e-mail is optional.
      await expect(page.getByText(errors.required)).toHaveCount(2);
      await expect(email).not.toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toBeFocused();

      await name.fill("Ali 2 Hassan");
      await email.fill("ali@");
      await phone.fill("5012");
      await page.getByLabel(text.message).fill("A villa in Malqa");
      await page.getByRole("button", { name: text.send }).click();
      await expect(page.getByText(errors.nameLetters)).toBeVisible();
      await expect(page.getByText(errors.email)).toBeVisible();
      // "5012" on Saudi Arabia: too short for a Saudi number, and the message says what one looks like.
      await expect(page.getByText(errors.phoneSaudi)).toBeVisible();
      await expect(name).toHaveAccessibleDescription(errors.nameLetters);

      await name.fill("Ali Hassan");
      await expect(page.getByText(errors.fullName)).toBeVisible();

      await expect(name).toHaveValue("Ali Hassan");
      await expect(email).toHaveValue("ali@");
      await expect(phone).toHaveValue("50 12");
      await expect(page.getByLabel(text.message)).toHaveValue("A villa in Malqa");
      expect(posts).toEqual([]);
    });

    test("a filled-in form is stored once, the success toast shows and the form is cleared", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail(`contact-${language}`);
      await page.goto(text.path);
      await fillForm(page, language, email, "Land of 900 m² in Malqa for sale");
      await page.getByRole("button", { name: text.send }).click();
      await expect(page.getByRole("alert").filter({ hasText: text.sent })).toBeVisible();
      await expect(page.getByLabel(text.name)).toHaveValue("");
      await expect(page.getByLabel(text.email)).toHaveValue("");
      await expect(page.getByLabel(text.phone, { exact: true })).toHaveValue("");
      await expect(page.getByLabel(text.message)).toHaveValue("");

      const leads = await leadsByEmail(testInfo, email);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({
        kind: "contact",
        listing_id: null,
        name: text.fullName,
        phone: "+966501234567",
        message: "Land of 900 m² in Malqa for sale",
        language,
        source_page: text.path,
        spam_reason: null,
      });
    });
  });
}

test.describe("without an e-mail", () => {
  test("the contact form is sent and stored with no e-mail", async ({ page }, testInfo) => {
    const message = `No e-mail, call me ${Date.now().toString(36)}`;
    await page.goto(copy.en.path);
    await expect(page.getByLabel(copy.en.email)).not.toHaveAttribute("aria-required", "true");
    await fillLikeAPerson(page, async () => {
      await page.getByLabel(copy.en.name).fill(copy.en.fullName);
      await page.getByLabel(copy.en.phone, { exact: true }).fill("0501234567");
      await page.getByLabel(copy.en.message).fill(message);
    });
    await page.getByRole("button", { name: copy.en.send }).click();
    await expect(page.getByRole("alert").filter({ hasText: copy.en.sent })).toBeVisible();
    const leads = await leadsByMessage(testInfo, message);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "contact", email: "", phone: "+966501234567", spam_reason: null });
  });

  test("a given e-mail must still be well formed", async ({ page }) => {
    await page.goto("/contactus");
    await page.getByLabel(copy.ar.email).fill("ali@");
    await page.getByRole("button", { name: copy.ar.send }).click();
    await expect(page.getByText(enquiryMessages.ar.email)).toBeVisible();
  });
});

test.describe("contact form, sent once", () => {
  test("a double click stores one enquiry", async ({ page }, testInfo) => {
    const email = uniqueEmail("double-click");
    await page.goto("/en/contactus");
    await fillForm(page, "en", email);
    await page.getByRole("button", { name: "Send" }).dblclick();
    await expect(page.getByRole("alert").filter({ hasText: copy.en.sent })).toHaveCount(1);
    // The second click met a busy button or an emptied form: no errors either way.
    await expect(page.getByText(enquiryMessages.en.required)).toHaveCount(0);
    expect(await leadsByEmail(testInfo, email)).toHaveLength(1);
  });

  test.describe("when an answer is lost", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test("the failure toast shows, the values stay, and the retry stores one enquiry", async ({ page }, testInfo) => {
      const email = uniqueEmail("lost-answer");
      // The enquiry reaches the server and is stored, but its answer never reaches the page.
      await page.route("**/api/contact", async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      });
      await page.goto("/contactus");
      await fillForm(page, "ar", email);
      await page.getByRole("button", { name: copy.ar.send }).click();
      await expect(page.getByRole("alert").filter({ hasText: copy.ar.failed })).toBeVisible();
      await expect(page.getByLabel(copy.ar.email)).toHaveValue(email);
      await expect(page.getByLabel(copy.ar.phone, { exact: true })).toHaveValue("50 123 4567");
      expect(await leadsByEmail(testInfo, email)).toHaveLength(1);

      await page.unroute("**/api/contact");
      await page.getByRole("button", { name: copy.ar.send }).click();
      await expect(page.getByRole("alert").filter({ hasText: copy.ar.sent })).toBeVisible();
      await expect(page.getByLabel(copy.ar.email)).toHaveValue("");
      expect(await leadsByEmail(testInfo, email)).toHaveLength(1);
    });
  });

  test.describe("what was typed survives", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test("a language switch and a reload, with the submission key: the resend is stored once", async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail("draft");
      // The first send is stored, but its answer never reaches the page.
      await page.route("**/api/contact", async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      });
      await page.goto("/contactus");
      await fillForm(page, "ar", email, "شقة في حي الملقا");
      await page.getByRole("button", { name: copy.ar.send }).click();
      await expect(page.getByRole("alert").filter({ hasText: copy.ar.failed })).toBeVisible();
      await page.unroute("**/api/contact");

      await page.getByRole("banner").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/en\/contactus$/);
      const keptInEnglish = async () => {
        await expect(page.getByLabel(copy.en.name)).toHaveValue(copy.ar.fullName);
        await expect(page.getByLabel(copy.en.email)).toHaveValue(email);
        await expect(page.getByLabel(copy.en.phone, { exact: true })).toHaveValue("50 123 4567");
        await expect(page.getByRole("button", { name: "Country code: Saudi Arabia (+966)" })).toBeVisible();
        await expect(page.getByLabel(copy.en.message)).toHaveValue("شقة في حي الملقا");
      };
      await keptInEnglish();
      await page.reload();
      await keptInEnglish();

      await page.getByRole("button", { name: copy.en.send }).click();
      await expect(page.getByRole("alert").filter({ hasText: copy.en.sent })).toBeVisible();
      await expect(page.getByLabel(copy.en.name)).toHaveValue("");
      const leads = await leadsByEmail(testInfo, email);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ phone: "+966501234567", message: "شقة في حي الملقا", spam_reason: null });

      // Stored and cleared: a reload brings back an empty form.
      await page.reload();
      await expect(page.getByRole("button", { name: copy.en.send })).toBeEnabled();
      await expect(page.getByLabel(copy.en.email)).toHaveValue("");
    });
  });

  test.describe("when the API refuses for a while", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    // One page per language: the first language's draft (kept for the tab) would race the second's typing.
    for (const language of ["ar", "en"] as const) {
      test(`too many requests (429): the form says so in the page's language and keeps the values (${language})`, async ({
        page,
      }) => {
        const tooMany = {
          ar: "طلبات كثيرة في وقت قصير، انتظر دقيقة ثم أعد الإرسال؛ ما كتبته باقٍ في النموذج.",
          en: "Too many messages in a short time. Please wait a minute and send again; what you typed is still here.",
        } as const;
        await page.route("**/api/contact", (route) =>
          route.request().method() === "POST"
            ? route.fulfill({
                status: 429,
                contentType: "application/json",
                body: JSON.stringify({ error: { code: "too_many_requests", message: "Too many requests" } }),
              })
            : route.fallback(),
        );
        const text = copy[language];
        const email = uniqueEmail(`too-many-${language}`);
        await page.goto(text.path);
        await fillForm(page, language, email);
        await page.getByRole("button", { name: text.send }).click();
        await expect(page.getByRole("alert").filter({ hasText: tooMany[language] })).toBeVisible();
        await expect(page.getByRole("alert").filter({ hasText: text.failed })).toHaveCount(0);
        await expect(page.getByLabel(text.name)).toHaveValue(text.fullName);
        await expect(page.getByLabel(text.email)).toHaveValue(email);
        await expect(page.getByLabel(text.phone, { exact: true })).toHaveValue("50 123 4567");
      });
    }
  });

  test("the country list is searched by name, and the number takes that country's code", async ({ page }, testInfo) => {
    const email = uniqueEmail("country");
    await page.goto("/en/contactus");
    await page.getByRole("button", { name: "Country code: Saudi Arabia (+966)" }).click();
    const search = page.getByRole("combobox", { name: "Search for a country" });
    await expect(search).toBeFocused();
    await search.fill("united arab");
    await expect(page.getByRole("option")).toHaveCount(1);
    await page.getByRole("option", { name: /United Arab Emirates/ }).click();
    await expect(page.getByRole("button", { name: "Country code: United Arab Emirates (+971)" })).toBeVisible();
    await fillLikeAPerson(page, async () => {
      await page.getByLabel("Full name").fill(copy.en.fullName);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Mobile number", { exact: true }).fill("501234567");
    });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert").filter({ hasText: copy.en.sent })).toBeVisible();
    expect((await leadsByEmail(testInfo, email))[0]?.phone).toBe("+971501234567");
  });
});

/**
 * Holds the enquiry form's code (docs/decisions/020-first-load.md: the contact page fetches it on intent) until
 * `release()`: until then the page is hydrated but the form is still the server's HTML.
 */
async function holdFormCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route("**/assets/enquiry-form-*.js", async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
}

test.describe("before the form's code has arrived", () => {
  test("the page does not fetch the form's code until the visitor reaches for the form", async ({ page }) => {
    const formCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/enquiry-form-[^/]*\.js$/.test(request.url())) formCode.push(request.url());
    });
    await page.goto("/contactus");
    await page.waitForLoadState("networkidle");
    expect(formCode).toEqual([]);
    // Keyboard focus counts as reaching for it (as do a pointer over it and a touch).
    const fetched = page.waitForRequest(/\/assets\/enquiry-form-[^/]*\.js$/);
    await page.getByLabel(copy.ar.name).focus();
    await fetched;
    expect(formCode).toHaveLength(1);
  });

  for (const language of ["ar", "en"] as const) {
    const text = copy[language];
    test(`a tap on the country code opens the list once the code is there (${language})`, async ({ page }) => {
      const held = await holdFormCode(page);
      await page.goto(text.path);
      const picker = page.getByRole("button", { name: /\+966/ });
      if (isPhone(page)) await picker.tap();
      else await picker.click();
      await expect.poll(() => held.requested.length).toBe(1);
      // Held, not lost: nothing happened yet.
      await expect(picker).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("listbox")).toHaveCount(0);
      held.release();
      await expect(page.getByRole("listbox")).toBeVisible();
      await expect(picker).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("combobox")).toBeFocused();
    });
  }

  test("a quick Send with what was typed into the server's form is stored once", async ({ page }, testInfo) => {
    const email = uniqueEmail("before-code");
    const held = await holdFormCode(page);
    await page.goto("/contactus");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await fillForm(page, "ar", email, "أرض في حي النرجس");
    const send = page.getByRole("button", { name: copy.ar.send });
    if (isPhone(page)) await send.tap();
    else await send.click();
    await expect.poll(() => held.requested.length).toBe(1);
    // Nothing sent yet, and the page was not sent to itself.
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(/\/contactus$/);
    held.release();
    await expect(page.getByRole("alert").filter({ hasText: copy.ar.sent })).toBeVisible();
    await expect(page.getByLabel(copy.ar.name)).toHaveValue("");
    await expect(page).toHaveURL(/\/contactus$/);
    const leads = await leadsByEmail(testInfo, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: copy.ar.fullName,
      phone: "+966501234567",
      message: "أرض في حي النرجس",
      spam_reason: null,
    });
  });

  test("Enter in a field neither sends the page to itself nor is lost", async ({ page }) => {
    const held = await holdFormCode(page);
    await page.goto("/en/contactus");
    await page.getByLabel(copy.en.name).fill(copy.en.fullName);
    await page.getByLabel(copy.en.name).press("Enter");
    await expect.poll(() => held.requested.length).toBe(1);
    await expect(page).toHaveURL(/\/en\/contactus$/);
    held.release();
    // The form checked what it had: the name is kept, the missing phone is said.
    await expect(page.getByText(enquiryMessages.en.required)).toBeVisible();
    await expect(page.getByLabel(copy.en.phone, { exact: true })).toBeFocused();
    await expect(page.getByLabel(copy.en.name)).toHaveValue(copy.en.fullName);
    await expect(page).toHaveURL(/\/en\/contactus$/);
  });
});

test.describe("Arabic-Indic digits in the phone number", () => {
  for (const language of ["ar", "en"] as const) {
    const text = copy[language];
    const errors = enquiryMessages[language];

    test(`typed on an Arabic keyboard, they show as Latin digits and the lead stores E.164 (${language})`, async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail(`arabic-digits-${language}`);
      await page.goto(text.path);
      await expect(page.getByRole("button", { name: text.send })).toBeEnabled();
      const phone = page.getByLabel(text.phone, { exact: true });
      await fillLikeAPerson(page, async () => {
        await page.getByLabel(text.name).fill(text.fullName);
        await page.getByLabel(text.email).fill(email);
        // Key by key, as an Arabic phone keyboard types them.
        await phone.pressSequentially("٠٥٠١٢٣٤٥٦٧");
      });
      await expect(phone).toHaveValue("50 123 4567");
      await page.getByRole("button", { name: text.send }).click();
      await expect(page.getByRole("alert").filter({ hasText: text.sent })).toBeVisible();
      const leads = await leadsByEmail(testInfo, email);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ phone: "+966501234567", spam_reason: null });
    });

    test(`pasted with the marks a phone adds, they are taken; a short number gets the Saudi message (${language})`, async ({
      page,
    }, testInfo) => {
      const email = uniqueEmail(`arabic-paste-${language}`);
      await page.goto(text.path);
      await expect(page.getByRole("button", { name: text.send })).toBeEnabled();
      const phone = page.getByLabel(text.phone, { exact: true });
      await fillLikeAPerson(page, async () => {
        await page.getByLabel(text.name).fill(text.fullName);
        await page.getByLabel(text.email).fill(email);
        await phone.pressSequentially("٠٥٠١٢٣٤");
      });
      await page.getByRole("button", { name: text.send }).click();
      await expect(phone).toHaveAccessibleDescription(errors.phoneSaudi);
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      expect(await leadsByEmail(testInfo, email)).toEqual([]);

      // A paste from the clipboard: the whole number at once, with the marks and spaces a phone copies with it.
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.evaluate(() => navigator.clipboard.writeText("\u200f+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧\u200e"));
      await phone.fill("");
      await phone.focus();
      await page.keyboard.press("ControlOrMeta+V");
      await expect(phone).toHaveValue("55 123 4567");
      // A keyboard's suggestion or an IME's commit: several digits in one input event.
      await phone.fill("");
      await page.keyboard.insertText("٠٥٥١٢٣٤٥٦٧");
      await expect(phone).toHaveValue("55 123 4567");
      await expect(phone).not.toHaveAttribute("aria-invalid", "true");
      await page.getByRole("button", { name: text.send }).click();
      await expect(page.getByRole("alert").filter({ hasText: text.sent })).toBeVisible();
      expect(await leadsByEmail(testInfo, email)).toMatchObject([{ phone: "+966551234567" }]);
    });
  }
});

test("typing + and a country code key by key picks that country", async ({ page }) => {
  await page.goto("/en/contactus");
  const phone = page.getByLabel("Mobile number", { exact: true });
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  await phone.pressSequentially("+97");
  await expect(phone).toHaveValue("+97");
  await phone.pressSequentially("1501234567");
  await expect(page.getByRole("button", { name: "Country code: United Arab Emirates (+971)" })).toBeVisible();
  await expect(phone).toHaveValue("50 123 4567");
});

test.describe("toasts", () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test("sit top right in Arabic too, pause while hovered and close after 5 seconds", { tag: "@desktop" }, async ({
    page,
  }) => {
    await page.route("**/api/contact", (route) => route.abort("failed"));
    await page.goto("/contactus");
    await fillForm(page, "ar", uniqueEmail("toast"));
    await page.getByRole("button", { name: copy.ar.send }).click();
    const toast = page.getByRole("alert").filter({ hasText: copy.ar.failed });
    await expect(toast).toBeVisible();
    // Measured once it has slid into place (its entrance moves it across the last pixels).
    const viewportWidth = page.viewportSize()?.width ?? 0;
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box ? viewportWidth - (box.x + box.width) : Number.POSITIVE_INFINITY;
      })
      .toBeLessThan(40);

    await toast.hover();
    await page.waitForTimeout(5500);
    await expect(toast).toBeVisible();
    await page.mouse.move(10, 10);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 7000 });
  });
});

test("the form's code runs under the page's CSP without a violation (zod does not probe for eval)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => violations.push(event.violatedDirective));
  });
  await page.goto("/contactus");
  await page.getByRole("button", { name: copy.ar.send }).click();
  // The rules ran in the browser: the empty name is marked.
  await expect(page.getByLabel(copy.ar.name)).toHaveAttribute("aria-invalid", "true");
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test.describe("after a send", () => {
  for (const language of ["ar", "en"] as const) {
    test(`the emptied form shows from its start, clear of the header and the toast (${language})`, async ({ page }) => {
      const text = copy[language];
      await page.goto(text.path);
      await fillForm(page, language, uniqueEmail(`after-send-${language}`), "Please call me after four.");
      await page.getByRole("button", { name: text.send }).click();
      const toast = page.getByRole("alert").filter({ hasText: text.sent });
      await expect(toast).toBeVisible();
      const label = page.locator("label", { hasText: text.name }).first();
      const header = (await page.getByRole("banner").boundingBox())!;
      // Once the page has come to rest: the label is in view, below the fixed header and below the toast.
      await expect
        .poll(async () => {
          const [labelBox, toastBox] = [await label.boundingBox(), await toast.boundingBox()];
          if (!labelBox || !toastBox) return false;
          const viewport = page.viewportSize()!;
          return (
            labelBox.y >= header.y + header.height &&
            labelBox.y >= toastBox.y + toastBox.height &&
            labelBox.y + labelBox.height <= viewport.height
          );
        })
        .toBe(true);
      await expect(page.getByLabel(text.name)).toHaveValue("");
    });
  }
});
