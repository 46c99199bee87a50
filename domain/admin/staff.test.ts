import { describe, expect, it } from "vitest";
import { signInSchema, staffEmailSchema } from "./staff.ts";
import { resetRequestSchema } from "./staff-accounts.ts";

describe("a staff member's address typed on an Arabic phone keyboard", () => {
  it("reads Arabic-Indic and Persian digits as Latin ones when staff are added, sign in or ask for a reset", () => {
    expect(staffEmailSchema.parse(" Editor\u0662@Example.sa ")).toBe("editor2@example.sa");
    expect(signInSchema.parse({ email: "editor\u06F2@example.sa", password: "x" }).email).toBe("editor2@example.sa");
    expect(resetRequestSchema.parse({ email: "editor\u0662@example.sa" }).email).toBe("editor2@example.sa");
  });

  it("still refuses what is no address", () => {
    expect(staffEmailSchema.safeParse("editor\u0662").success).toBe(false);
  });
});
