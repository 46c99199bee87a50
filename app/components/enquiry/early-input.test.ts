// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { catchEarlyInput, formContainerAttribute } from "./early-input.ts";
import { draftStorageKey } from "./enquiry-draft.ts";
import { contactDraftKey } from "./enquiry-form-on-intent.tsx";

/** A server-rendered form as the contact page has it before its code arrived. */
function serverForm() {
  const container = document.createElement("div");
  container.setAttribute(formContainerAttribute, "");
  container.innerHTML = `<form method="post">
    <label for="name">Name</label><input id="name" name="name" type="text">
    <button id="country" type="button">+966</button>
    <button id="send" type="submit" disabled>Send</button>
  </form>`;
  document.body.appendChild(container);
  const get = <T extends Element>(selector: string) => container.querySelector(selector) as unknown as T;
  return {
    container,
    form: get<HTMLFormElement>("form"),
    name: get<HTMLInputElement>("#name"),
    country: get<HTMLButtonElement>("#country"),
    send: get<HTMLButtonElement>("#send"),
  };
}

/** What reaches the page's own handlers (React listens at its root, below `window`). */
function heard(type: string) {
  const events: Event[] = [];
  const listener = (event: Event) => events.push(event);
  document.addEventListener(type, listener);
  return { events, stop: () => document.removeEventListener(type, listener) };
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.replaceChildren();
});

describe("catchEarlyInput", () => {
  it("takes pointing at, touching or focusing the form as intent, and nothing outside it", () => {
    const { container, name } = serverForm();
    const outside = document.body.appendChild(document.createElement("button"));
    const intent = vi.fn();
    const early = catchEarlyInput(container, intent);
    outside.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    outside.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(intent).not.toHaveBeenCalled();
    for (const type of ["pointerdown", "touchstart", "mouseover"])
      name.dispatchEvent(new Event(type, { bubbles: true }));
    // Keyboard focus (Tab) too.
    name.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(intent).toHaveBeenCalledTimes(4);
    early.release();
  });

  it("takes typing into the form as intent: a field focused before it listened sends no focus again", () => {
    const { container, name } = serverForm();
    const intent = vi.fn();
    const early = catchEarlyInput(container, intent);
    name.value = "سارة";
    name.dispatchEvent(new InputEvent("input", { bubbles: true }));
    expect(intent).toHaveBeenCalledTimes(1);
    early.release();
  });

  it("takes a field typed into or focused before it listened as intent at once", () => {
    const typedIn = serverForm();
    typedIn.name.value = "٠٥٥١٢٣٤٥٦٧";
    const typed = vi.fn();
    catchEarlyInput(typedIn.container, typed).release();
    expect(typed).toHaveBeenCalledTimes(1);
    document.body.replaceChildren();

    const focusedIn = serverForm();
    focusedIn.name.focus();
    const focused = vi.fn();
    catchEarlyInput(focusedIn.container, focused).release();
    expect(focused).toHaveBeenCalledTimes(1);
    document.body.replaceChildren();

    const untouched = serverForm();
    const none = vi.fn();
    catchEarlyInput(untouched.container, none).release();
    expect(none).not.toHaveBeenCalled();
  });

  it("holds clicks on buttons until the form has hydrated, then performs each once on the same element", () => {
    const { container, country, send } = serverForm();
    const intent = vi.fn();
    const early = catchEarlyInput(container, intent);
    // The server renders the send button disabled (a click then would send the page itself); it can be held now.
    expect(send.disabled).toBe(false);
    const reached = heard("click");
    const onCountry = vi.fn();
    country.addEventListener("click", onCountry);

    expect(click(country)).toBe(false);
    click(country);
    expect(intent).toHaveBeenCalled();
    expect(reached.events).toEqual([]);
    expect(onCountry).not.toHaveBeenCalled();

    early.release();
    // A second tap on a button that did nothing yet is the same wish: performed once.
    expect(onCountry).toHaveBeenCalledTimes(1);
    expect(reached.events).toHaveLength(1);
    expect(early.pending()).toBe(false);
    // Once hydrated, clicks are the form's own.
    expect(click(country)).toBe(true);
    expect(onCountry).toHaveBeenCalledTimes(2);
    reached.stop();
  });

  it("lets clicks into text fields and their labels through: they take the focus and the typing", () => {
    const { container, name } = serverForm();
    const early = catchEarlyInput(container, vi.fn());
    expect(click(name)).toBe(true);
    expect(click(container.querySelector("label") as HTMLLabelElement)).toBe(true);
    early.release();
  });

  it("holds a send (Enter in a field), and sends it with the form's own handler once hydrated", () => {
    const { container, form, send } = serverForm();
    const early = catchEarlyInput(container, vi.fn());
    const submitted = heard("submit");
    const nativeSubmit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(nativeSubmit);
    expect(nativeSubmit.defaultPrevented).toBe(true);
    expect(submitted.events).toEqual([]);
    // The Send button's own click (the browser clicks it on Enter) is held as well; replayed, it sends once.
    click(send);
    const sends: Event[] = [];
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      sends.push(event);
    });
    early.release();
    expect(sends).toHaveLength(1);
    submitted.stop();
  });

  it("sends a held submit without a held click with requestSubmit", () => {
    const { container, form } = serverForm();
    const early = catchEarlyInput(container, vi.fn());
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    const requestSubmit = vi.spyOn(form, "requestSubmit").mockImplementation(() => undefined);
    early.release();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it("finds a held button again when hydration drew it anew", () => {
    const { container, country } = serverForm();
    const early = catchEarlyInput(container, vi.fn());
    click(country);
    const drawnAgain = country.cloneNode(true) as HTMLButtonElement;
    country.replaceWith(drawnAgain);
    const onCountry = vi.fn();
    drawnAgain.addEventListener("click", onCountry);
    early.release();
    expect(onCountry).toHaveBeenCalledTimes(1);
  });

  it("stops holding once the server's form has left the page (the visitor went elsewhere)", () => {
    const { container } = serverForm();
    const early = catchEarlyInput(container, vi.fn());
    container.remove();
    expect(early.pending()).toBe(false);
    const other = serverForm();
    expect(click(other.country)).toBe(true);
  });

  it("checks the contact form's draft under the key the form keeps it", () => {
    expect(contactDraftKey).toBe(draftStorageKey(undefined));
  });
});
