// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enquiryMessage } from "../../../domain/enquiry.ts";
import type { Language } from "../../../domain/language.ts";
import { renderWithSite, siteTree } from "../../../testing/app/render-with-site.tsx";
import { ToastHost } from "../toast/toast-host.tsx";
import { EnquiryForm, type EnquiryFormProps } from "./enquiry-form.tsx";

const texts = {
  ar: {
    name: "الاسم الكامل",
    email: "البريد الإلكتروني",
    phone: "رقم الجوال",
    message: "رسالتك",
    submit: "إرسال",
    sent: "تم إرسال رسالتك بنجاح، وسنتواصل معك قريبًا.",
    failed: "تعذّر إرسال رسالتك، حاول مرة أخرى.",
    tooMany: "طلبات كثيرة في وقت قصير، انتظر دقيقة ثم أعد الإرسال؛ ما كتبته باقٍ في النموذج.",
    fullName: "محمد عبدالله القحطاني",
    country: /رمز الدولة/,
    searchCountry: "ابحث عن دولة",
  },
  en: {
    name: "Full name",
    email: "Email",
    phone: "Mobile number",
    message: "Your message",
    submit: "Send",
    sent: "Your message was sent successfully. We will be in touch soon.",
    failed: "Something went wrong and your message was not sent. Please try again.",
    tooMany: "Too many messages in a short time. Please wait a minute and send again; what you typed is still here.",
    fullName: "Mohammed Abdullah Alqahtani",
    country: /Country code/,
    searchCountry: "Search for a country",
  },
} as const;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

let sent: Sent[] = [];
let answer: () => Promise<Response>;

beforeEach(() => {
  // Each test starts on a fresh tab: no draft from the one before.
  sessionStorage.clear();
  sent = [];
  answer = async () => new Response(JSON.stringify({ data: { received: true } }), { status: 201 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        headers: init.headers as Record<string, string>,
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
      });
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(language: Language, props: EnquiryFormProps = {}) {
  return renderWithSite(
    <>
      <EnquiryForm {...props} />
      <ToastHost />
    </>,
    language,
  );
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
}

function fill(language: Language, values: Partial<Record<"name" | "email" | "phone" | "message", string>>) {
  const text = texts[language];
  for (const [key, value] of Object.entries(values)) {
    fireEvent.change(field(text[key as keyof typeof values]), { target: { value } });
  }
}

async function submit(language: Language) {
  fireEvent.click(screen.getByRole("button", { name: texts[language].submit }));
}

/** The field's error text, through its aria-describedby. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe.each(["ar", "en"] as const)("EnquiryForm (%s)", (language) => {
  const text = texts[language];
  const message = (issue: Parameters<typeof enquiryMessage>[0]) => enquiryMessage(issue, language);

  it("labels every field and shows the placeholders of spec §5", () => {
    renderForm(language);
    expect(field(text.name).placeholder).toBe(text.fullName);
    expect(field(text.email).placeholder).toBe("name@example.com");
    expect(field(text.email).type).toBe("email");
    expect(field(text.phone).placeholder).toBe("50 123 4567");
    expect(screen.getByRole("button", { name: text.country }).textContent).toContain("+966");
    expect(field(text.message).tagName).toBe("TEXTAREA");
    // The honeypot is out of reach: hidden from assistive technology and from Tab.
    const honeypot = document.querySelector<HTMLInputElement>("input[name=website]");
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest("[aria-hidden=true]")).not.toBeNull();
  });

  it("says which fields are required, in the page's language, and sends nothing", async () => {
    renderForm(language);
    // Passing through an empty field is no mistake yet: errors wait for the first send.
    fireEvent.focus(field(text.name));
    fireEvent.blur(field(text.name));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errorOf(field(text.name))).toBeNull();
    await submit(language);
    await waitFor(() => expect(errorOf(field(text.name))).toBe(message("required")));
    expect(field(text.name).getAttribute("aria-invalid")).toBe("true");
    // The e-mail is optional.
    expect(errorOf(field(text.email))).toBeNull();
    expect(field(text.email).getAttribute("aria-required")).toBeNull();
    expect(errorOf(field(text.phone))).toBe(message("required"));
    expect(field(text.message).getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(field(text.name));
    expect(sent).toEqual([]);
  });

  it("explains each bad value and keeps what the visitor typed", async () => {
    renderForm(language);
    const typed = { name: "Ali 2 Hassan", email: "ali@", phone: "5012", message: "Villa in Malqa" };
    fill(language, typed);
    await submit(language);
    await waitFor(() => expect(errorOf(field(text.name))).toBe(message("nameLetters")));
    expect(errorOf(field(text.email))).toBe(message("email"));
    expect(errorOf(field(text.phone))).toBe(message("phoneSaudi"));
    expect(field(text.name).value).toBe(typed.name);
    expect(field(text.email).value).toBe(typed.email);
    expect(field(text.phone).value).toBe("50 12");
    expect(field(text.message).value).toBe(typed.message);

    fill(language, { name: "Ali Hassan" });
    await waitFor(() => expect(errorOf(field(text.name))).toBe(message("fullName")));
    fill(language, { name: text.fullName, email: "ali@example.com", phone: "501234567" });
    await waitFor(() => expect(errorOf(field(text.name))).toBeNull());
    expect(errorOf(field(text.email))).toBeNull();
    expect(errorOf(field(text.phone))).toBeNull();
  });

  it("sends spec §3's payload with a submission key, then shows the success toast and clears the form", async () => {
    renderForm(language);
    fill(language, { name: text.fullName, email: "ali@example.com", phone: "0501234567", message: "Land for sale" });
    await submit(language);
    expect(await screen.findByText(text.sent)).toBeTruthy();
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe("/api/contact");
    expect(request?.headers["accept-language"]).toBe(language);
    expect(request?.body).toMatchObject({
      name: text.fullName,
      email: "ali@example.com",
      // International form without its plus; the trunk 0 typed at home is dropped.
      phone: "966501234567",
      message: "Land for sale",
      website: "",
    });
    expect(request?.body.submissionKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(request?.body.fillMs).toEqual(expect.any(Number));
    expect(field(text.name).value).toBe("");
    expect(field(text.phone).value).toBe("");
    expect(field(text.message).value).toBe("");

    // The next enquiry is a new one, with a key of its own.
    fill(language, { name: text.fullName, email: "ali@example.com", phone: "501234567" });
    await submit(language);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body.submissionKey).not.toBe(request?.body.submissionKey);
  });

  it("posts interest in a listing to its kind's endpoint with the listing's id as a number", async () => {
    renderForm(language, { listing: { kind: "auction", id: 42 } });
    fill(language, { name: text.fullName, email: "ali@example.com", phone: "501234567" });
    await submit(language);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe("/api/auction-interest");
    expect(sent[0]?.body.auctionId).toBe(42);
    expect(sent[0]?.body).not.toHaveProperty("message");
  });

  it("sends once however often the button is pressed while sending", async () => {
    let release = () => {};
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(new Response("{}", { status: 201 }));
      });
    renderForm(language);
    fill(language, { name: text.fullName, email: "ali@example.com", phone: "501234567" });
    await submit(language);
    await waitFor(() => expect(sent).toHaveLength(1));
    const button = screen.getByRole("button", { name: language === "ar" ? "جارٍ الإرسال…" : "Sending…" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(button);
    fireEvent.click(button);
    release();
    expect(await screen.findByText(text.sent)).toBeTruthy();
    // A late click on the emptied form neither sends nor complains.
    await submit(language);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
    expect(errorOf(field(text.name))).toBeNull();
  });

  it("keeps the values and the submission key after a failed send, so a retry stores one enquiry", async () => {
    answer = async () => {
      throw new TypeError("Failed to fetch");
    };
    renderForm(language);
    fill(language, { name: text.fullName, email: "ali@example.com", phone: "501234567", message: "Hello" });
    await submit(language);
    expect(await screen.findByText(text.failed)).toBeTruthy();
    expect(field(text.name).value).toBe(text.fullName);
    expect(field(text.phone).value).toBe("50 123 4567");
    expect(field(text.message).value).toBe("Hello");

    answer = async () => new Response("{}", { status: 201 });
    await submit(language);
    expect(await screen.findByText(text.sent)).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.submissionKey).toBe(sent[0]?.body.submissionKey);
  });

  it("says so in the page's language when there were too many requests (429), and keeps the values", async () => {
    // As a proxy might answer: no JSON body from the API.
    answer = async () => new Response("Too Many Requests", { status: 429 });
    renderForm(language);
    fill(language, { name: text.fullName, email: "ali@example.com", phone: "501234567", message: "Hello" });
    await submit(language);
    expect(await screen.findByText(text.tooMany)).toBeTruthy();
    expect(screen.queryByText(text.failed)).toBeNull();
    expect(field(text.name).value).toBe(text.fullName);
    expect(field(text.email).value).toBe("ali@example.com");
    expect(field(text.phone).value).toBe("50 123 4567");
    expect(field(text.message).value).toBe("Hello");
  });

  it("keeps a draft for the tab: a remounted form (language switch, reload) gets it back, a stored enquiry clears it", async () => {
    const first = renderForm(language);
    fireEvent.click(screen.getByRole("button", { name: text.country }));
    fireEvent.change(screen.getByRole("combobox", { name: text.searchCountry }), { target: { value: "+1" } });
    // The search waits 250 ms after typing; a busy machine takes longer than waitFor's default second.
    await waitFor(() => expect(screen.getAllByRole("option")[0]?.textContent).toContain("+1"), { timeout: 5000 });
    const canada = screen.getAllByRole("option").find((option) => /Canada|كندا/.test(option.textContent ?? ""));
    if (!canada) throw new Error("no Canada in the list");
    fireEvent.click(canada);
    fill(language, { name: text.fullName, email: "ali@example.com", phone: "4165550123", message: "Hello" });
    fireEvent.change(document.querySelector("input[name=website]") as HTMLInputElement, {
      target: { value: "robot" },
    });
    // The first send fails: its key must survive the switch, so the resend is stored once.
    answer = async () => {
      throw new TypeError("Failed to fetch");
    };
    await submit(language);
    expect(await screen.findByText(text.failed)).toBeTruthy();
    first.unmount();

    renderForm(language);
    await waitFor(() => expect(field(text.name).value).toBe(text.fullName));
    expect(field(text.email).value).toBe("ali@example.com");
    expect(field(text.message).value).toBe("Hello");
    expect(field(text.phone).value).toBe("(416) 555-0123");
    // The country, not only its dial code: +1 is shared.
    expect(screen.getByRole("button", { name: text.country }).getAttribute("aria-label")).toMatch(/Canada|كندا/);
    expect((document.querySelector("input[name=website]") as HTMLInputElement).value).toBe("");

    answer = async () => new Response("{}", { status: 201 });
    await submit(language);
    expect(await screen.findByText(text.sent)).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.submissionKey).toBe(sent[0]?.body.submissionKey);
    expect(sent[1]?.body.phone).toBe("14165550123");
    expect(sent[1]?.body.website).toBe("");
    expect(sessionStorage.length).toBe(0);
  });

  it("shows the API's field errors on the fields", async () => {
    const serverMessage = language === "ar" ? "رسالة من الخادم" : "A message from the server";
    answer = async () =>
      new Response(
        JSON.stringify({ error: { code: "invalid_request", message: "bad", fields: { email: serverMessage } } }),
        { status: 400 },
      );
    renderForm(language);
    fill(language, { name: text.fullName, email: "ali@example.com", phone: "501234567" });
    await submit(language);
    await waitFor(() => expect(errorOf(field(text.email))).toBe(serverMessage));
    expect(field(text.email).value).toBe("ali@example.com");
  });

  it("limits the phone number to 15 digits with its country code", () => {
    renderForm(language);
    const digits = () => field(text.phone).value.replace(/\D/g, "");
    fill(language, { phone: "501234567890" });
    expect(digits()).toBe("501234567890");
    fill(language, { phone: "5012345678901" });
    expect(digits()).toBe("501234567890");
  });

  it("switches the country when " + " and its code are typed digit by digit, as when pasted", async () => {
    renderForm(language);
    const phone = field(text.phone);
    const country = () => screen.getByRole("button", { name: text.country }).textContent;
    fill(language, { phone: "5012" });
    // Typed over the number, one key at a time.
    for (const typed of ["+", "+9", "+97"]) {
      fill(language, { phone: typed });
      expect(phone.value).toBe(typed);
      expect(country()).toContain("+966");
    }
    // No country's code: refused.
    fill(language, { phone: "+979" });
    expect(phone.value).toBe("+97");
    fill(language, { phone: "+971" });
    expect(country()).toContain("+971");
    expect(phone.value).toBe("");
    for (const typed of ["5", "50", "501234567"]) fill(language, { phone: typed });
    expect(phone.value).toBe("50 123 4567");
    fill(language, { name: text.fullName, email: "ali@example.com" });
    await submit(language);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body.phone).toBe("971501234567");
  });

  it("finds a country by name in either language or by its code, 250 ms after typing", async () => {
    renderForm(language);
    fireEvent.click(screen.getByRole("button", { name: text.country }));
    const search = screen.getByRole("combobox", { name: text.searchCountry });
    expect(document.activeElement).toBe(search);
    const options = () => screen.getAllByRole("option");
    const all = options().length;
    expect(options()[0]?.getAttribute("aria-selected")).toBe("true");

    fireEvent.change(search, { target: { value: language === "ar" ? "مصر" : "Egypt" } });
    // Not yet: the list waits for the visitor to stop typing.
    expect(options()).toHaveLength(all);
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]?.textContent).toContain("+20");

    fireEvent.change(search, { target: { value: "+44" } });
    await waitFor(() => expect(options()[0]?.textContent).toContain("+44"));
    fireEvent.keyDown(search, { key: "Enter" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("button", { name: text.country }).textContent).toContain("+44");
    await waitFor(() => expect(document.activeElement).toBe(field(text.phone)));
  });

  it("after Back and Forward, takes the tab's draft whole: the browser put back its text fields but not the phone", async () => {
    const server = document.createElement("div");
    server.innerHTML = renderToString(siteTree(<EnquiryForm />, language));
    document.body.appendChild(server);
    const input = (label: string) =>
      within(server).getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
    sessionStorage.setItem(
      "enquiry-draft:contact",
      JSON.stringify({
        values: { name: text.fullName, email: "", phone: "+966551234567", message: "Typed before Back" },
        country: "sa",
        startedAt: 0,
      }),
    );
    // The browser's own restoring of the page's fields: the uncontrolled text fields, as the draft has them.
    input(text.name).value = text.fullName;
    input(text.message).value = "Typed before Back";
    await act(async () => {
      hydrateRoot(server, siteTree(<EnquiryForm />, language));
    });
    await waitFor(() => expect(input(text.phone).value).toBe("55 123 4567"));
    expect(input(text.name).value).toBe(text.fullName);
    expect(JSON.parse(sessionStorage.getItem("enquiry-draft:contact") ?? "{}").values).toMatchObject({
      phone: "+966551234567",
      message: "Typed before Back",
    });
    server.remove();
  });

  it("hydrates over the server's form with what was typed into it before its code came, and sends that", async () => {
    const server = document.createElement("div");
    server.innerHTML = renderToString(siteTree(<EnquiryForm />, language));
    document.body.appendChild(server);
    const input = (label: string) =>
      within(server).getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
    // What the visitor typed into the server's HTML (the contact page loads the form's code on intent).
    input(text.name).value = text.fullName;
    input(text.phone).value = "0501234567";
    input(text.message).value = "Typed before the code";
    // No draft of an earlier visit may replace it.
    sessionStorage.setItem(
      "enquiry-draft:contact",
      JSON.stringify({ values: { name: "Old", email: "", phone: "", message: "" }, country: "sa", startedAt: 0 }),
    );
    const ready = vi.fn();
    await act(async () => {
      hydrateRoot(server, siteTree(<EnquiryForm onReady={ready} />, language));
    });
    expect(ready).toHaveBeenCalledTimes(1);
    expect(input(text.name).value).toBe(text.fullName);
    // The controlled phone field took the typed number as if pasted: formatted, without the trunk 0.
    expect(input(text.phone).value).toBe("50 123 4567");
    // What was typed is the tab's draft now.
    expect(JSON.parse(sessionStorage.getItem("enquiry-draft:contact") ?? "{}").values).toMatchObject({
      name: text.fullName,
      phone: "+966501234567",
    });
    await act(async () => {
      fireEvent.click(within(server).getByRole("button", { name: text.submit }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      name: text.fullName,
      phone: "966501234567",
      message: "Typed before the code",
    });
    // The form has been on screen since the page loaded: the time spent filling it counts from then.
    expect(sent[0]?.body.fillMs).toBeGreaterThanOrEqual(Date.now() - Math.round(performance.timeOrigin) - 1000);
    server.remove();
  });

  it("hydrates over a number being typed into the server's phone field: the same field, still focused, caret at the end", async () => {
    // The visitor is typing their number (and only that) when the code comes. The phone field takes it as it
    // mounts and saves the draft; the form must not take that draft for an older one of the tab and "restore" it,
    // which drew the phone field anew: the focus fell to the page and the next keys were lost.
    const server = document.createElement("div");
    server.innerHTML = renderToString(siteTree(<EnquiryForm />, language));
    document.body.appendChild(server);
    const phone = within(server).getByLabelText(text.phone, { selector: "input" }) as HTMLInputElement;
    phone.focus();
    phone.value = "٠٥٠١";
    await act(async () => {
      hydrateRoot(server, siteTree(<EnquiryForm />, language));
    });
    const now = within(server).getByLabelText(text.phone, { selector: "input" }) as HTMLInputElement;
    expect(now).toBe(phone);
    expect(document.activeElement).toBe(phone);
    expect(phone.value).toBe("50 1");
    expect(phone.selectionStart).toBe(phone.value.length);
    expect(JSON.parse(sessionStorage.getItem("enquiry-draft:contact") ?? "{}").values).toMatchObject({
      phone: "+966501",
    });
    server.remove();
  });

  it("restores the tab's draft into the phone field the visitor is in, which keeps the focus", async () => {
    const server = document.createElement("div");
    server.innerHTML = renderToString(siteTree(<EnquiryForm />, language));
    document.body.appendChild(server);
    const phone = () => within(server).getByLabelText(text.phone, { selector: "input" }) as HTMLInputElement;
    sessionStorage.setItem(
      "enquiry-draft:contact",
      JSON.stringify({
        values: { name: text.fullName, email: "", phone: "+966551234567", message: "" },
        country: "sa",
        startedAt: 0,
      }),
    );
    // Tapped before the code came, nothing typed yet.
    phone().focus();
    await act(async () => {
      hydrateRoot(server, siteTree(<EnquiryForm />, language));
    });
    await waitFor(() => expect(phone().value).toBe("55 123 4567"));
    expect(document.activeElement).toBe(phone());
    expect(phone().selectionStart).toBe(phone().value.length);
    server.remove();
  });

  it("keeps a number typed just as the form hydrates, between its commit and its mount effects", async () => {
    // The race of the contact page, where the form's code arrives on intent while the visitor types: React handles
    // an input event as soon as the form's hydration is committed, and flushes the form's mount effects while
    // finishing that event. The phone input's mount effect then reported its empty starting value, which replaced
    // the number the event had stored; the field showed "50 123 4567" and the form said "required".
    const server = document.createElement("div");
    const tree = (probe?: (element: HTMLElement | null) => void) =>
      siteTree(
        <>
          <EnquiryForm />
          <span ref={probe} />
        </>,
        language,
      );
    server.innerHTML = renderToString(tree());
    document.body.appendChild(server);
    const input = (label: string) =>
      within(server).getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
    input(text.name).value = text.fullName;
    let typed = false;
    // A ref is attached in the commit; a microtask queued then runs before React's next task, which flushes the
    // mount effects: the visitor's keystroke lands exactly in between.
    const typeInBetween = (element: HTMLElement | null) => {
      if (!element || typed) return;
      typed = true;
      queueMicrotask(() => fireEvent.input(input(text.phone), { target: { value: "0501234567" } }));
    };
    try {
      hydrateRoot(server, tree(typeInBetween));
      await waitFor(() => expect(typed).toBe(true));
      await waitFor(() => expect(input(text.phone).value).toBe("50 123 4567"));
      await act(async () => {
        fireEvent.click(within(server).getByRole("button", { name: text.submit }));
      });
      expect(within(server).queryByText(message("required"))).toBeNull();
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]?.body).toMatchObject({ name: text.fullName, phone: "966501234567" });
    } finally {
      server.remove();
    }
  });
});
