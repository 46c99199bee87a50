// @vitest-environment jsdom
import { useId, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HydrateInTurn, hydrateInTurns } from "./hydration-turns.tsx";

/** A button that shows a note once clicked, tied to it by an id from `useId()`, as a menu or a popup would be. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const noteId = useId();
  return (
    <div>
      <button type="button" id={name} aria-describedby={noteId} onClick={() => setCount(count + 1)}>
        {`${name} ${count}`}
      </button>
      {count > 0 ? <span id={noteId}>{`${name} clicked`}</span> : null}
    </div>
  );
}

function Page() {
  return (
    <main>
      <Counter name="top" />
      <HydrateInTurn>
        <section id="first">
          <Counter name="a" />
          <HydrateInTurn>
            <div id="nested">
              <Counter name="b" />
            </div>
          </HydrateInTurn>
        </section>
      </HydrateInTurn>
      <HydrateInTurn>
        <section id="second">
          <Counter name="c" />
        </section>
      </HydrateInTurn>
    </main>
  );
}

const click = (id: string) => document.getElementById(id)?.click();
const text = (id: string) => document.getElementById(id)?.textContent;
// Preact renders a state change in a microtask.
const rendered = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("hydration in turns", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("hydrates the parts one task after another, in the page's order, keeping the server's elements", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverElements = [...container.querySelectorAll("*")];

    // The tasks are run by hand here, one at a time.
    const tasks: (() => void)[] = [];
    hydrateInTurns(
      () => hydrateRoot(container, <Page />),
      (task) => tasks.push(task),
    );

    // What is outside the turns answers at once; the parts are still server HTML.
    click("top");
    click("a");
    click("b");
    click("c");
    await rendered();
    expect([text("top"), text("a"), text("b"), text("c")]).toEqual(["top 1", "a 0", "b 0", "c 0"]);

    // One part per task, the nested part right after its parent: which counters answer after each task.
    const answering: string[][] = [];
    for (let task = 0; task < 4; task++) {
      tasks.shift()?.();
      await rendered();
      const now: string[] = [];
      for (const name of ["a", "b", "c"]) {
        const before = text(name);
        click(name);
        await rendered();
        if (text(name) !== before) now.push(name);
      }
      answering.push(now);
    }
    expect(answering).toEqual([["a"], ["a", "b"], ["a", "b", "c"], ["a", "b", "c"]]);

    // Hydration adopted the server's elements: none was replaced or removed.
    expect(serverElements.every((element) => element.isConnected)).toBe(true);
    expect(container.querySelectorAll("section")).toHaveLength(2);
    // The notes rendered in the browser carry the ids the server gave the buttons.
    for (const name of ["top", "a", "b", "c"]) {
      const describedBy = document.getElementById(name)?.getAttribute("aria-describedby") ?? "";
      expect(document.getElementById(describedBy)?.textContent, name).toBe(`${name} clicked`);
    }
  });

  it("renders a part at once after the first hydration (a page reached by a link)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    createRoot(container).render(<Page />);
    expect(text("b")).toBe("b 0");
    click("b");
    await rendered();
    expect(text("b")).toBe("b 1");
  });
});
