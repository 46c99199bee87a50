import { describe, expect, it } from "vitest";
import { rowIdParam } from "./id-params.ts";
import { maxRowId, parseRowId } from "./ids.ts";

describe("parseRowId", () => {
  it("reads the ids a row can have", () => {
    expect(parseRowId("1")).toBe(1);
    expect(parseRowId("2147483647")).toBe(maxRowId);
  });

  it("refuses what no row can have or a URL should not write", () => {
    for (const raw of [
      "2147483648",
      "9999999999",
      "99999999999999999999",
      "0",
      "-1",
      "01",
      "1e3",
      "1.0",
      " 1",
      "",
      undefined,
    ]) {
      expect(parseRowId(raw), String(raw)).toBeUndefined();
    }
  });
});

describe("rowIdParam", () => {
  it("takes 1 to maxRowId and nothing beyond", () => {
    expect(rowIdParam.parse("2147483647")).toBe(maxRowId);
    expect(rowIdParam.safeParse("2147483648").success).toBe(false);
    expect(rowIdParam.safeParse("0").success).toBe(false);
  });
});
