// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { NumberField } from "./form-fields.tsx";

afterEach(cleanup);

/** A number field as the editor holds it: the value it hands on, kept by its parent. */
function Holder({ initial, seen }: { initial: number | null; seen: (number | null)[] }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberField
      label="Area"
      value={value}
      onValueChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe("NumberField", () => {
  it("shows Arabic-Indic digits as Latin ones as they are typed and hands on the number", () => {
    const seen: (number | null)[] = [];
    render(<Holder initial={null} seen={seen} />);
    const field = screen.getByLabelText("Area") as HTMLInputElement;
    expect(field.type).toBe("text");
    expect(field.inputMode).toBe("decimal");
    fireEvent.change(field, { target: { value: "١٬٥٠٠٫٥" } });
    expect(field.value).toBe("1,500.5");
    expect(seen.at(-1)).toBe(1500.5);
    fireEvent.change(field, { target: { value: "" } });
    expect(seen.at(-1)).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("keeps text that is not a number, says so, and hands on NaN rather than nothing", () => {
    const seen: (number | null)[] = [];
    render(<Holder initial={350} seen={seen} />);
    const field = screen.getByLabelText("Area") as HTMLInputElement;
    expect(field.value).toBe("350");
    fireEvent.change(field, { target: { value: "350م" } });
    expect(field.value).toBe("350م");
    expect(Number.isNaN(seen.at(-1))).toBe(true);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    // The back office's language is Arabic unless the staff member chose English.
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "أدخل رقمًا بالأرقام فقط، مثل 1500000 أو 1,500,000 أو 24.7136.",
    );
    // A minus on its own is a number being typed: no message yet.
    fireEvent.change(field, { target: { value: "-" } });
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });
});
