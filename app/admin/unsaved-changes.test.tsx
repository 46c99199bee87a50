// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub, Link, Outlet } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { AdminSessionContext } from "./admin-context.ts";
import { UnsavedChangesGuard, useUnsavedChanges } from "./unsaved-changes.tsx";

// jsdom has <dialog> without its modal methods: open and close it as the browser would, by its attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});
afterEach(cleanup);

function Form({ name }: { name: string }) {
  const [text, setText] = useState("");
  const [stored, setStored] = useState("");
  useUnsavedChanges(text !== stored);
  return (
    <form>
      <label>
        {name}
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => setStored(text)}>
        Save {name}
      </button>
    </form>
  );
}

function renderPages() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <UnsavedChangesGuard>
          <Link to="/other">Elsewhere</Link>
          <Link to="/edit">Same page</Link>
          <Outlet />
        </UnsavedChangesGuard>
      ),
      children: [
        {
          path: "edit",
          Component: () => (
            <>
              <Form name="First" />
              <Form name="Second" />
            </>
          ),
        },
        { path: "other", Component: () => <h1>Other page</h1> },
      ],
    },
  ]);
  render(
    <AdminSessionContext.Provider value={{ language: "en", staff: null }}>
      <Stub initialEntries={["/edit"]} />
    </AdminSessionContext.Provider>,
  );
}

const leaveDialog = () => screen.queryByRole("alertdialog", { name: "Leave without saving?" });

describe("the unsaved-changes guard", () => {
  it("lets a page without edits go at once", async () => {
    renderPages();
    fireEvent.click(await screen.findByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByRole("heading", { name: "Other page" })).toBeTruthy();
    expect(leaveDialog()).toBeNull();
  });

  it("asks when any form of the page has edits: Stay keeps them, Leave goes", async () => {
    renderPages();
    fireEvent.change(await screen.findByLabelText("Second"), { target: { value: "typed" } });
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByRole("alertdialog", { name: "Leave without saving?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(leaveDialog()).toBeNull();
    expect((screen.getByLabelText("Second") as HTMLInputElement).value).toBe("typed");

    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    fireEvent.click(await screen.findByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByRole("heading", { name: "Other page" })).toBeTruthy();
  });

  it("treats Escape (the dialog's cancel) as Stay, and never asks for the same address", async () => {
    renderPages();
    fireEvent.change(await screen.findByLabelText("First"), { target: { value: "typed" } });
    fireEvent.click(screen.getByRole("link", { name: "Same page" }));
    expect(leaveDialog()).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    act(() => {
      dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    });
    expect(leaveDialog()).toBeNull();
    expect((screen.getByLabelText("First") as HTMLInputElement).value).toBe("typed");
  });

  it("does not ask once the edits are saved", async () => {
    renderPages();
    fireEvent.change(await screen.findByLabelText("First"), { target: { value: "typed" } });
    fireEvent.click(screen.getByRole("button", { name: "Save First" }));
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByRole("heading", { name: "Other page" })).toBeTruthy();
    expect(leaveDialog()).toBeNull();
  });

  it("asks the browser before a reload while there are edits, and not after", async () => {
    renderPages();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(await screen.findByLabelText("First"), { target: { value: "typed" } });
    expect(unload()).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Save First" }));
    expect(unload()).toBe(false);
  });
});
