import { describe, expect, it } from "vitest";
import { listingQueryMessage } from "./list-query-messages.ts";

describe("list query messages (docs/glossary.md)", () => {
  it("put the verb first in Arabic and write limits with no counted noun", () => {
    expect(listingQueryMessage("search", "too_long", "ar")).toMatch(/الحد الأقصى لعدد الأحرف: \d+\)\.$/);
    expect(listingQueryMessage("limit", "too_large", "ar")).toMatch(/^يجب ألّا يزيد عدد النتائج في الصفحة على \d+\.$/);
    expect(listingQueryMessage("page", "not_whole_number", "ar")).toBe("يجب أن يكون رقم الصفحة رقمًا صحيحًا موجبًا.");
    expect(listingQueryMessage("status", "unknown_status", "ar")).toMatch(/^يجب أن تكون الحالة إحدى القيم: /);
  });
});
