import { describe, expect, it } from "vitest";
import { isHttpsLink, optionalStaffLink, staffLink, staffText } from "./staff-fields.ts";

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe("staffText", () => {
  it("trims and NFC-normalises", () => {
    expect(staffText({ max: 20 }).parse("  Cafe\u0301 ")).toBe("Caf\u00e9");
  });

  it("refuses control characters in one line, and keeps line breaks and tabs in a multi-line field", () => {
    const line = staffText({ max: 50 });
    const lines = staffText({ max: 50, multiline: true });
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\n"]) {
      expect(issueOf(line.safeParse(`a${control}b`)), JSON.stringify(control)).toBe("control_characters");
    }
    expect(lines.parse("first\r\nsecond\rthird\tcolumn")).toBe("first\nsecond\nthird\tcolumn");
    expect(issueOf(lines.safeParse("a\u0000b"))).toBe("control_characters");
  });

  it("says which rule failed: required, too long", () => {
    expect(issueOf(staffText({ max: 5 }).safeParse("   "))).toBe("required");
    expect(issueOf(staffText({ max: 5 }).safeParse("abcdef"))).toBe("too_long");
    expect(staffText({ max: 5, optional: true }).parse("  ")).toBe("");
  });
});

describe("staff links", () => {
  it("accepts https links only", () => {
    for (const good of ["https://x.com/company", "HTTPS://www.example.sa/a?b=c#d", "https://maps.app.goo.gl/abc"]) {
      expect(isHttpsLink(good), good).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "http://example.sa/",
      "//example.sa/",
      "https:example.sa",
      "https://user:pass@example.sa/",
      "https://exa mple.sa/",
      "https://example.sa/\u0000",
      "https://intranet/",
      "/media/documents/a.pdf",
    ]) {
      expect(isHttpsLink(bad), bad).toBe(false);
    }
  });

  it("refuses with https_url, or url where a file of this site is allowed", () => {
    expect(issueOf(staffLink().safeParse("javascript:alert(1)"))).toBe("https_url");
    const document = optionalStaffLink({ sitePaths: true });
    expect(document.parse("/media/documents/terms.pdf")).toBe("/media/documents/terms.pdf");
    expect(document.parse("")).toBeNull();
    expect(document.parse(null)).toBeNull();
    expect(issueOf(document.safeParse("/media/../site.db"))).toBe("url");
    expect(issueOf(document.safeParse("data:application/pdf;base64,AAAA"))).toBe("url");
  });
});
