// @vitest-environment jsdom
import { act, cleanup } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { Link, MemoryRouter, Outlet, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { heldPressAttribute, islandModule, ServerIsland } from "./server-island.tsx";

/** A part with a button, like a detail page's "show all details". */
function Toggle({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        {open ? "less" : "more"}
      </button>
      <a href="/other">other page</a>
    </section>
  );
}

/** What the server drew for `<Toggle label="Details" />` in an island's wrapper. */
const serverHtml =
  '<div class="contents"><section><h2>Details</h2><button type="button">more</button><a href="/other">other page</a></section></div>';

function countingModule() {
  const module = {
    loads: 0,
    island: islandModule(async () => {
      module.loads++;
      return { Toggle };
    }),
  };
  return module;
}

function page(island: ReactNode) {
  return (
    <MemoryRouter initialEntries={["/"]}>
      <Routes>
        <Route element={<Outlet />}>
          <Route path="/" element={<main>{island}</main>} />
          <Route
            path="/other"
            element={
              <p>
                the other page <Link to="/">back</Link>
              </p>
            }
          />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

let root: Root | undefined;

async function hydrate(island: ReactNode) {
  const container = document.createElement("div");
  container.innerHTML = `<main>${serverHtml}</main>`;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page(island), {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  return container;
}

async function settle() {
  // The module's promise, then React's render of what it gives.
  for (let turn = 0; turn < 3; turn++) await act(async () => {});
}

/**
 * An island of one text field, as the Register Interest form has them, hydrated over the server's empty field; the
 * browser draws the field with what the server's field holds then. `typedFirst` is typed before hydration.
 */
async function fieldIsland(tag: "input" | "textarea", typedFirst?: string) {
  function Field() {
    const typed = document.querySelector(tag)?.value ?? "";
    return tag === "input" ? (
      <input aria-label="field" defaultValue={typed} />
    ) : (
      <textarea aria-label="field" defaultValue={typed} />
    );
  }
  const module = {
    loads: 0,
    island: islandModule(async () => {
      module.loads++;
      return { Field };
    }),
  };
  const container = document.createElement("div");
  container.innerHTML = `<main><div class="contents"><${tag} aria-label="field"></${tag}></div></main>`;
  document.body.append(container);
  const serverField = container.querySelector(tag)!;
  if (typedFirst !== undefined) serverField.value = typedFirst;
  await act(async () => {
    root = hydrateRoot(container, page(<ServerIsland module={module.island} render={(loaded) => <loaded.Field />} />));
  });
  return { module, serverField, drawn: () => container.querySelector(tag) };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.replaceChildren();
});

describe("ServerIsland", () => {
  it("keeps the server's HTML when the page hydrates, without loading its code", async () => {
    const module = countingModule();
    const container = await hydrate(
      <ServerIsland module={module.island} render={(loaded) => <loaded.Toggle label="Details" />} />,
    );
    await settle();
    expect(container.querySelector("main")?.innerHTML).toBe(serverHtml);
    expect(module.loads).toBe(0);
  });

  it("draws the island when a button inside is pressed, and presses it again on what it drew", async () => {
    const module = countingModule();
    const replaced: boolean[] = [];
    const container = await hydrate(
      <ServerIsland
        module={module.island}
        render={(loaded, replacesServerHtml) => {
          replaced.push(replacesServerHtml);
          return <loaded.Toggle label="Details" />;
        }}
      />,
    );
    const serverButton = container.querySelector("button");
    serverButton?.focus();
    await act(async () => serverButton?.click());
    await settle();
    expect(module.loads).toBe(1);
    const button = container.querySelector("button");
    expect(button).not.toBe(serverButton);
    expect(button?.textContent).toBe("less");
    // A keyboard's place moves to the button drawn in the pressed one's place.
    expect(document.activeElement).toBe(button);
    await act(async () => button?.click());
    expect(container.querySelector("button")?.textContent).toBe("more");
    // Drawn in place of the server's HTML, from the data the server drew it with.
    expect(replaced.length).toBeGreaterThan(0);
    expect(replaced.every(Boolean)).toBe(true);
  });

  it("draws the island at once when the server's HTML would be wrong for this visitor", async () => {
    const module = countingModule();
    const container = await hydrate(
      <ServerIsland
        module={module.island}
        drawInBrowserWhen={() => true}
        render={(loaded) => <loaded.Toggle label="Your zone" />}
      />,
    );
    await settle();
    expect(module.loads).toBe(1);
    expect(container.querySelector("h2")?.textContent).toBe("Your zone");
  });

  it("follows a link of the server's HTML in the page, and an island mounted afterwards is drawn", async () => {
    const module = countingModule();
    const container = await hydrate(
      <ServerIsland
        module={module.island}
        render={(loaded, replacesServerHtml) => <loaded.Toggle label={replacesServerHtml ? "Replaced" : "Details"} />}
      />,
    );
    await act(async () => container.querySelector<HTMLAnchorElement>('a[href="/other"]')?.click());
    expect(container.textContent).toContain("the other page");
    expect(module.loads).toBe(0);

    // Back to the page the document was loaded at: its island is mounted anew, so the browser draws it.
    await act(async () => container.querySelector<HTMLAnchorElement>('a[href="/"]')?.click());
    await settle();
    expect(container.querySelector("h2")?.textContent).toBe("Details");
    expect(container.querySelector("button")?.textContent).toBe("more");
    expect(module.loads).toBe(1);
  });

  it("shows a press that waits for the island's code as busy, until the island is drawn", async () => {
    let arrive: () => void = () => undefined;
    const island = islandModule(
      () => new Promise<{ Toggle: typeof Toggle }>((resolve) => (arrive = () => resolve({ Toggle }))),
    );
    const container = await hydrate(
      <ServerIsland module={island} render={(loaded) => <loaded.Toggle label="Details" />} />,
    );
    const serverButton = container.querySelector("button");
    await act(async () => serverButton?.click());
    expect(serverButton?.hasAttribute(heldPressAttribute)).toBe(true);
    expect(serverButton?.getAttribute("aria-busy")).toBe("true");
    arrive();
    await settle();
    const button = container.querySelector("button");
    expect(button?.textContent).toBe("less");
    expect(button?.hasAttribute(heldPressAttribute)).toBe(false);
    expect(button?.hasAttribute("aria-busy")).toBe(false);
  });

  it("after a failed download, the button is no longer busy and the next press tries again", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let attempts = 0;
    const island = islandModule(async () => {
      attempts++;
      if (attempts === 1) throw new Error("offline");
      return { Toggle };
    });
    const container = await hydrate(
      <ServerIsland module={island} render={(loaded) => <loaded.Toggle label="Details" />} />,
    );
    await act(async () => container.querySelector("button")?.click());
    await settle();
    const serverButton = container.querySelector("button");
    expect(serverButton?.textContent).toBe("more");
    expect(serverButton?.hasAttribute(heldPressAttribute)).toBe(false);
    expect(serverButton?.hasAttribute("aria-busy")).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);

    await act(async () => serverButton?.click());
    await settle();
    expect(attempts).toBe(2);
    expect(container.querySelector("button")?.textContent).toBe("less");
    warn.mockRestore();
  });

  it("starts loading its code when the visitor points at it or tabs into it, and keeps the server's HTML", async () => {
    for (const [type, target] of [
      ["pointerover", "h2"],
      ["focusin", "button"],
    ] as const) {
      const module = countingModule();
      const container = await hydrate(
        <ServerIsland module={module.island} render={(loaded) => <loaded.Toggle label="Details" />} />,
      );
      await act(async () => {
        container.querySelector(target)?.dispatchEvent(new Event(type, { bubbles: true }));
      });
      await settle();
      expect(module.loads, type).toBe(1);
      expect(container.querySelector("main")?.innerHTML, type).toBe(serverHtml);
      act(() => root?.unmount());
      document.body.replaceChildren();
    }
  });

  it("fetches nothing when pointed at or tabbed into if it holds only links (the listing's files)", async () => {
    for (const [type, target] of [
      ["pointerover", "h2"],
      ["pointerdown", "h2"],
      ["focusin", "button"],
    ] as const) {
      const module = countingModule();
      const container = await hydrate(
        <ServerIsland module={module.island} linksOnly render={(loaded) => <loaded.Toggle label="Details" />} />,
      );
      await act(async () => {
        container.querySelector(target)?.dispatchEvent(new Event(type, { bubbles: true }));
      });
      await settle();
      expect(module.loads, type).toBe(0);
      act(() => root?.unmount());
      document.body.replaceChildren();
    }
  });

  it("draws the island when a field inside takes the focus: typing needs its code", async () => {
    /** A part with a field, like the finance calculator: the browser draws the field with what was typed. */
    function Field({ typed }: { typed: string }) {
      return (
        <section>
          <h2>Details</h2>
          <input aria-label="years" defaultValue={typed} />
        </section>
      );
    }
    const module = {
      loads: 0,
      island: islandModule(async () => {
        module.loads++;
        return { Field };
      }),
    };
    const container = document.createElement("div");
    container.innerHTML =
      '<main><div class="contents"><section><h2>Details</h2><input aria-label="years" value="25"></section></div></main>';
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(
        container,
        page(
          <ServerIsland
            module={module.island}
            render={(loaded, replacesServerHtml) => (
              <loaded.Field typed={replacesServerHtml ? (document.querySelector("input")?.value ?? "") : "25"} />
            )}
          />,
        ),
      );
    });
    const serverField = container.querySelector("input");
    await act(async () => {
      serverField?.focus();
      if (serverField) serverField.value = "20";
    });
    await settle();
    expect(module.loads).toBe(1);
    const drawn = container.querySelector("input");
    expect(drawn).not.toBe(serverField);
    expect(drawn?.value).toBe("20");
  });

  it("draws the island when a text area inside takes the focus, as a field does (the enquiry's message)", async () => {
    const { module, serverField, drawn } = await fieldIsland("textarea");
    await act(async () => {
      serverField.focus();
      serverField.value = "أرغب في المعاينة";
    });
    await settle();
    expect(module.loads).toBe(1);
    expect(drawn()).not.toBe(serverField);
    expect(drawn()?.value).toBe("أرغب في المعاينة");
  });

  it("waits for the word a phone's keyboard is composing before it draws the field anew", async () => {
    const { serverField, drawn } = await fieldIsland("input");
    await act(async () => {
      serverField.focus();
      serverField.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true }));
      serverField.value = "السلام عليك";
    });
    await settle();
    // The code has come, but the keyboard still holds "عليك": the server's field stays.
    expect(drawn()).toBe(serverField);
    await act(async () => {
      serverField.value = "السلام عليكم";
      serverField.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true }));
    });
    await settle();
    expect(drawn()).not.toBe(serverField);
    expect(drawn()?.value).toBe("السلام عليكم");
  });

  it("draws the island as the page hydrates when a field was typed into before its code ran", async () => {
    // Typed before the page's code: the field holds text the server did not draw, and the focus is elsewhere now.
    const { module, serverField, drawn } = await fieldIsland("input", "محمد ٠٥٥");
    await settle();
    expect(module.loads).toBe(1);
    expect(drawn()).not.toBe(serverField);
    expect(drawn()?.value).toBe("محمد ٠٥٥");
  });
});
