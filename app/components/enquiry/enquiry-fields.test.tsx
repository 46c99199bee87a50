// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { EnquiryField, EnquiryValues } from "../../../domain/enquiry.ts";
import { useEnquiryFields } from "./enquiry-fields.ts";

const empty: EnquiryValues = { name: "", email: "", phone: "", message: "" };

/** The hook's fields with a plain phone input, its errors as text, and a send that records what it got. */
function Form({ sent, changes }: { sent: EnquiryValues[]; changes: EnquiryField[] }) {
  const form = useEnquiryFields(empty, (field) => changes.push(field));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (values) => {
          sent.push(values);
        });
      }}
    >
      <input aria-label="name" {...form.register("name")} />
      <input aria-label="email" {...form.register("email")} />
      <input
        aria-label="phone"
        ref={form.phoneRef}
        value={form.phone}
        onChange={(event) => form.change("phone", event.target.value)}
      />
      <textarea aria-label="message" {...form.register("message")} />
      <output>{Object.entries(form.errors).map(([field, error]) => `${field}:${error?.type} `)}</output>
      <button type="submit">send</button>
    </form>
  );
}

const errors = () => document.querySelector("output")?.textContent ?? "";

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe("useEnquiryFields", () => {
  it("checks every field on the first send, focuses the first wrong one, then checks each as it is corrected", async () => {
    const sent: EnquiryValues[] = [];
    render(<Form sent={sent} changes={[]} />);
    fireEvent.change(screen.getByLabelText("email"), { target: { value: "not an address" } });
    // No error before the first send: a field left empty on the way is not wrong yet.
    expect(errors()).toBe("");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "send" })));
    expect(errors()).toContain("name:required");
    expect(errors()).toContain("email:");
    expect(errors()).toContain("phone:required");
    expect(document.activeElement).toBe(screen.getByLabelText("name"));
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText("name"), { target: { value: "Ali Saleh Alqahtani" } });
    expect(errors()).not.toContain("name:");
    expect(errors()).toContain("phone:required");
  });

  it("keeps what was typed into the server's fields before the page hydrated, and sends it", async () => {
    const sent: EnquiryValues[] = [];
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form sent={[]} changes={[]} />);
    document.body.appendChild(container);
    (container.querySelector("[aria-label=name]") as HTMLInputElement).value = "Typed Quite Early";
    (container.querySelector("[aria-label=message]") as HTMLTextAreaElement).value = "Before the code came";
    await act(async () => {
      hydrateRoot(container, <Form sent={sent} changes={[]} />);
    });
    fireEvent.change(container.querySelector("[aria-label=phone]") as HTMLInputElement, {
      target: { value: "+966501234567" },
    });
    await act(async () => fireEvent.click(container.querySelector("button") as HTMLButtonElement));
    expect(container.querySelector("output")?.textContent).toBe("");
    expect(sent).toEqual([
      { name: "Typed Quite Early", email: "", phone: "+966501234567", message: "Before the code came" },
    ]);
  });

  it("hears the visitor's changes, not a value reported again or put in by the form", () => {
    const changes: EnquiryField[] = [];
    function Reporting() {
      const form = useEnquiryFields(empty, (field) => changes.push(field));
      const { change, setValue } = form;
      useEffect(() => {
        // As the phone field does when it mounts, and as a restored draft does.
        change("phone", "");
        setValue("name", "From a draft");
      }, [change, setValue]);
      return <input aria-label="message" {...form.register("message")} />;
    }
    render(<Reporting />);
    fireEvent.change(screen.getByLabelText("message"), { target: { value: "Hello" } });
    expect(changes).toEqual(["message"]);
  });
});
