import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * A visitor on a slow phone types their number key by key while the enquiry form's code arrives (it loads on intent:
 * docs/decisions/020-first-load.md). The contact page hydrates its server form; the Register Interest dialog is drawn
 * again in the browser in place of the server's (app/lib/server-island.tsx). Whatever moment the code comes, every
 * key is kept, in the order typed, and the field keeps the focus. The code is held (route interception) and let go
 * between two keys; the keys after it are typed as a keyboard types them, into whatever has the focus.
 */

const typed = "٠٥٠١٢٣٤٥٦٧";
const shown = "50 123 4567";

interface Form {
  name: string;
  /** The module that is held. */
  code: RegExp;
  /** Drawn anew in the browser, its fields given what was typed into the server's (not hydrated). */
  drawnAnew: boolean;
  /** Opens the page with the form's phone field focused, its code held. */
  open(page: Page): Promise<void>;
}

const phoneLabel = "رقم الجوال";
const contactFormCode = /\/assets\/enquiry-form-[^/]+\.js$/;

const forms: Form[] = [
  {
    name: "the contact form",
    code: contactFormCode,
    drawnAnew: false,
    async open(page) {
      await page.goto("/contactus");
      await page.getByLabel(phoneLabel, { exact: true }).focus();
    },
  },
  {
    name: "the Register Interest dialog",
    code: /\/assets\/interest-dialog-[^/]+\.js$/,
    drawnAnew: true,
    async open(page) {
      const response = await page.request.get("/api/property?limit=1", { headers: { "accept-language": "ar" } });
      const property = ((await response.json()) as { data: { id: number }[] }).data[0];
      if (!property) throw new Error("no property listed");
      await page.goto(`/property/${property.id}`);
      await page.getByRole("button", { name: "سجّل اهتمامك" }).click();
      await page.getByRole("dialog").getByLabel(phoneLabel, { exact: true }).focus();
    },
  },
];

async function holdCode(page: Page, code: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  await page.route(code, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** The focused phone field (the dialog's, once drawn, is another element than the server's). */
const phoneField = (page: Page) => page.getByLabel(phoneLabel, { exact: true }).filter({ visible: true });

/** One key of an Arabic phone keyboard, sent to whatever has the focus (no locator: nothing focuses it again). */
const typeKey = (cdp: CDPSession, key: string) => cdp.send("Input.insertText", { text: key });

for (const form of forms) {
  test.describe(`typing the phone number while ${form.name}'s code arrives`, () => {
    for (const before of [1, 2, 3, 4, 6]) {
      test(`the code let go after ${before} keys: every key is kept, in order`, async ({ page }) => {
        const held = await holdCode(page, form.code);
        await form.open(page);
        await expect.poll(() => held.requested.length).toBe(1);
        const cdp = await page.context().newCDPSession(page);
        for (const key of typed.slice(0, before)) await typeKey(cdp, key);
        held.release();
        for (const key of typed.slice(before)) await typeKey(cdp, key);
        await expect(phoneField(page)).toHaveValue(shown);
        await expect(phoneField(page)).toBeFocused();
        // Still the drawn form's field: the next key goes to the end.
        await typeKey(cdp, "٨");
        await expect(phoneField(page)).toHaveValue(`${shown}8`);
      });
    }

    // The dialog is drawn anew, its field given what was typed into the server's: the phone input
    // (react-international-phone) moves the caret to the start of its empty value as it mounts, in a microtask, over
    // that text. (The contact page's field is the server's own, hydrated, and keeps its caret: the phone input's
    // microtask runs before the field is attached.) There the page is held for a moment, as a slow phone's would be,
    // while the next keys are typed: they are handled after it, and must go to the end.
    if (!form.drawnAnew) return;
    test("a key typed the moment the field is drawn, before anything else runs, goes to the end", async ({ page }) => {
      await page.addInitScript(() => {
        const setSelectionRange = HTMLInputElement.prototype.setSelectionRange;
        let once = false;
        HTMLInputElement.prototype.setSelectionRange = function (this: HTMLInputElement, ...args) {
          setSelectionRange.apply(this, args);
          if (once || this.type !== "tel" || args[0] !== 0 || this.value === "") return;
          once = true;
          console.info("phone field mounted over typed text");
          const until = performance.now() + 400;
          while (performance.now() < until) {
            // Busy, as a slow phone: the keys typed now wait for this task and its microtasks.
          }
        };
      });
      const held = await holdCode(page, form.code);
      await form.open(page);
      await expect.poll(() => held.requested.length).toBe(1);
      const cdp = await page.context().newCDPSession(page);
      for (const key of typed.slice(0, 4)) await typeKey(cdp, key);
      const mounted = page.waitForEvent(
        "console",
        (message) => message.text() === "phone field mounted over typed text",
      );
      held.release();
      await mounted;
      // Sent while the page is busy: not awaited one by one, or each would wait for the page.
      const rest = [...typed.slice(4)].map((key) => typeKey(cdp, key));
      await Promise.all(rest);
      await expect(phoneField(page)).toHaveValue(shown);
      await expect(phoneField(page)).toBeFocused();
    });
  });
}

test("the tab's draft restored while the visitor is in the phone field: the next keys go on after it", async ({
  page,
}) => {
  // A reload in the middle of the number: the contact page fetches the form's code at once to restore the draft, and
  // the visitor taps the phone field before it has come. The restore draws the phone field anew.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("enquiry-draft:contact")) return;
    sessionStorage.setItem(
      "enquiry-draft:contact",
      JSON.stringify({
        values: { name: "سارة محمد العتيبي", email: "", phone: "+96650123", message: "" },
        country: "sa",
        submissionKey: null,
        startedAt: Date.now(),
      }),
    );
  });
  const held = await holdCode(page, contactFormCode);
  await page.goto("/contactus");
  await expect.poll(() => held.requested.length).toBe(1);
  await page.getByLabel(phoneLabel, { exact: true }).focus();
  held.release();
  await expect(phoneField(page)).toHaveValue("50 123 ");
  await expect(phoneField(page)).toBeFocused();
  const cdp = await page.context().newCDPSession(page);
  for (const key of "٤٥٦٧") await typeKey(cdp, key);
  await expect(phoneField(page)).toHaveValue(shown);
});
