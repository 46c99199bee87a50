// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { earlyTapsSource, heldPressAttribute, replayEarlyTaps, typedInBeforeCode } from "./early-taps.ts";

/** The page's server HTML: a menu button and its closed panel, a heart, a filter form, the contact form. */
function serverPage() {
  document.body.innerHTML = `
    <button id="menu" type="button" aria-expanded="false" aria-controls="panel">Menu</button>
    <div id="panel" hidden><a href="/x">Link</a></div>
    <button id="heart" type="button" aria-pressed="false">Heart</button>
    <form id="filters"><select name="status"><option value="">All</option><option value="UPCOMING">Upcoming</option></select>
      <button id="search" type="submit">Search</button></form>
    <div data-form-on-intent><button id="country" type="button">+966</button></div>`;
  const get = <T extends Element>(id: string) => document.getElementById(id) as unknown as T;
  return {
    menu: get<HTMLButtonElement>("menu"),
    panel: get<HTMLDivElement>("panel"),
    heart: get<HTMLButtonElement>("heart"),
    status: document.querySelector("select") as HTMLSelectElement,
    search: get<HTMLButtonElement>("search"),
    country: get<HTMLButtonElement>("country"),
  };
}

/** Clicks that reach the page's own handlers (React listens at its root, below `window`). */
function heardClicks() {
  const targets: EventTarget[] = [];
  const listener = (event: Event) => {
    if (event.target) targets.push(event.target);
    // The submit button would send the test page away.
    event.preventDefault();
  };
  document.addEventListener("click", listener);
  return { targets, stop: () => document.removeEventListener("click", listener) };
}

beforeAll(() => {
  // The inline script, as the page's head runs it.
  new Function(earlyTapsSource)();
});

afterEach(() => {
  document.documentElement.removeAttribute("data-hydrated");
  window.__heldInput?.splice(0);
  document.body.replaceChildren();
});

describe("presses before hydration", () => {
  it("holds a button's press, shows it busy, and performs it once the page has hydrated", () => {
    const { heart } = serverPage();
    const heard = heardClicks();
    heart.click();
    heart.click();
    expect(heard.targets).toEqual([]);
    expect(heart.getAttribute("aria-busy")).toBe("true");
    expect(heart.hasAttribute(heldPressAttribute)).toBe(true);

    document.documentElement.setAttribute("data-hydrated", "true");
    replayEarlyTaps();
    // Once: a second press on a held button is the same wish.
    expect(heard.targets).toEqual([heart]);
    expect(heart.hasAttribute("aria-busy")).toBe(false);
    expect(heart.hasAttribute(heldPressAttribute)).toBe(false);
    heard.stop();
  });

  it("opens a disclosure's panel at once, closes it on a second press, and gives it back to its component", () => {
    const { menu, panel } = serverPage();
    const heard = heardClicks();
    menu.click();
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    menu.click();
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hidden).toBe(true);
    menu.click();

    document.documentElement.setAttribute("data-hydrated", "true");
    replayEarlyTaps();
    // Closed again for the component, whose state says closed, and the press performed: it opens it itself.
    expect(panel.hidden).toBe(true);
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(heard.targets).toEqual([menu]);
    heard.stop();
  });

  it("leaves links, submit buttons and the contact form's own holder alone", () => {
    const { search, country, panel } = serverPage();
    const heard = heardClicks();
    search.click();
    country.click();
    panel.querySelector("a")?.click();
    expect(heard.targets).toHaveLength(3);
    expect(window.__heldInput).toEqual([]);
    heard.stop();
  });

  it("sends a value chosen before hydration again, put back when it was lost", () => {
    const { status } = serverPage();
    status.value = "UPCOMING";
    status.dispatchEvent(new Event("change", { bubbles: true }));
    // Hydration, or a component's first render, puts the server's value back.
    status.value = "";
    const changes: string[] = [];
    document.addEventListener("change", (event) => changes.push((event.target as HTMLSelectElement).value));

    document.documentElement.setAttribute("data-hydrated", "true");
    replayEarlyTaps();
    expect(status.value).toBe("UPCOMING");
    expect(changes).toEqual(["UPCOMING"]);
  });

  it("leaves a text field what it holds: typed on after the change it noted when the field was first left", () => {
    document.body.innerHTML = `<form><input name="name" type="text"><input name="phone" type="tel"></form>`;
    const name = document.querySelector<HTMLInputElement>("input[name=name]")!;
    name.value = "محمد";
    name.dispatchEvent(new Event("change", { bubbles: true }));
    // Back into the field, typing on, and the page hydrates while it has the focus (no second change yet).
    name.value = "محمد العتيبي";
    const changes: string[] = [];
    document.addEventListener("change", (event) => changes.push((event.target as HTMLInputElement).value));

    document.documentElement.setAttribute("data-hydrated", "true");
    replayEarlyTaps();
    expect(name.value).toBe("محمد العتيبي");
    expect(changes).toEqual(["محمد العتيبي"]);
  });

  it("chooses again a radio chosen before hydration that hydration unchecked (the report form's reason)", () => {
    document.body.innerHTML = `<form><input type="radio" name="reason" value="wrong_info">
      <input type="radio" name="reason" value="sold"></form>`;
    const [, sold] = document.querySelectorAll<HTMLInputElement>("input[type=radio]");
    sold!.click();
    expect(window.__heldInput).toHaveLength(1);
    // A controlled radio: React renders it unchecked, as the server did.
    sold!.checked = false;
    const clicked: EventTarget[] = [];
    const listener = (event: Event) => clicked.push(event.target!);
    document.addEventListener("click", listener);

    document.documentElement.setAttribute("data-hydrated", "true");
    replayEarlyTaps();
    expect(sold!.checked).toBe(true);
    expect(clicked).toEqual([sold]);
    document.removeEventListener("click", listener);
  });

  it("holds nothing once the page has hydrated", () => {
    const { heart } = serverPage();
    document.documentElement.setAttribute("data-hydrated", "true");
    const heard = heardClicks();
    heart.click();
    expect(heard.targets).toEqual([heart]);
    expect(heart.hasAttribute("aria-busy")).toBe(false);
    heard.stop();
  });
});

describe("typedInBeforeCode", () => {
  const part = (html: string) => {
    document.body.innerHTML = `<div>${html}</div>`;
    return document.body.firstElementChild as HTMLElement;
  };

  it("sees text typed into a field or a text area, or a field holding the focus", () => {
    const typed = part('<input name="name" value=""><textarea name="message"></textarea>');
    expect(typedInBeforeCode(typed)).toBe(false);
    typed.querySelector("textarea")!.value = "مرحبا، هل";
    expect(typedInBeforeCode(typed)).toBe(true);

    const focused = part('<input name="phone" type="tel">');
    focused.querySelector("input")!.focus();
    expect(typedInBeforeCode(focused)).toBe(true);
  });

  it("takes no field the browser tidied for typing, and sees a box or a radio chosen", () => {
    const untouched = part(
      '<input type="checkbox" name="consent"><input type="radio" name="when" value="now" checked>' +
        '<input type="range" value="150" max="100"><input type="number" value=" 5"><input type="hidden" value="x">',
    );
    expect(typedInBeforeCode(untouched)).toBe(false);
    untouched.querySelector<HTMLInputElement>("input[type=checkbox]")!.checked = true;
    expect(typedInBeforeCode(untouched)).toBe(true);
  });
});
