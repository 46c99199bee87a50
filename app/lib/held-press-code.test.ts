// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { earlyTapsSource } from "./early-taps.ts";
import { preloadForHeldPresses } from "./held-press-code.ts";

/** A server island's wrapper with its button, and a button outside any island. */
function serverPage() {
  document.body.innerHTML = `
    <div class="contents" data-island=""><section><button id="calculate" type="button">Calculate</button></section></div>
    <button id="heart" type="button">Heart</button>`;
  return {
    calculate: document.getElementById("calculate") as HTMLButtonElement,
    heart: document.getElementById("heart") as HTMLButtonElement,
  };
}

beforeAll(() => {
  // The inline script, as the page's head runs it.
  new Function(earlyTapsSource)();
});

afterEach(() => {
  const held = window.__heldInput ?? [];
  held.splice(0);
  // The list's own `push` again: each test watches it anew.
  Reflect.deleteProperty(held, "push");
  document.documentElement.removeAttribute("data-hydrated");
  document.body.replaceChildren();
});

describe("the code of a press held before hydration", () => {
  it("starts at once for a press held before the module was evaluated", () => {
    const { calculate } = serverPage();
    calculate.click();
    let started = 0;
    preloadForHeldPresses("[data-island]", () => started++);
    expect(started).toBe(1);
  });

  it("starts, once, when a press is held after the module was evaluated, and the press stays held", () => {
    const { calculate, heart } = serverPage();
    let started = 0;
    preloadForHeldPresses("[data-island]", () => started++);
    heart.click();
    expect(started).toBe(0);
    calculate.click();
    calculate.click();
    expect(started).toBe(1);
    expect(window.__heldInput?.map((held) => held.e)).toEqual([heart, calculate]);
  });

  it("does nothing for presses elsewhere, nor once the page has hydrated", () => {
    const { calculate, heart } = serverPage();
    heart.click();
    let started = 0;
    preloadForHeldPresses("[data-island]", () => started++);
    document.documentElement.setAttribute("data-hydrated", "true");
    preloadForHeldPresses("[data-island]", () => started++);
    calculate.click();
    expect(started).toBe(0);
  });
});
