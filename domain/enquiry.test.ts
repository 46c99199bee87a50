import { describe, expect, it } from "vitest";
import {
  asMessageText,
  asOneLine,
  type EnquiryValues,
  enquiryMessage,
  enquiryMessages,
  parseEnquiryPayload,
  toEnquiryPayload,
  validateEnquiry,
} from "./enquiry.ts";

const valid: EnquiryValues = {
  name: "Mohammed Abdullah Alqahtani",
  email: "m.alqahtani@example.sa",
  phone: "+966501234567",
  message: "",
};

function issueOf(field: keyof EnquiryValues, value: string) {
  const result = validateEnquiry({ ...valid, [field]: value });
  return result.success ? undefined : result.issues[field];
}

describe("validateEnquiry: name", () => {
  it("is required, also when only spaces", () => {
    expect(issueOf("name", "")).toBe("required");
    expect(issueOf("name", "   ")).toBe("required");
  });

  it("needs at least three words", () => {
    expect(issueOf("name", "Mohammed")).toBe("fullName");
    expect(issueOf("name", "Mohammed Alqahtani")).toBe("fullName");
    expect(issueOf("name", "  Mohammed   Alqahtani  ")).toBe("fullName");
    expect(issueOf("name", "Mohammed Abdullah Alqahtani")).toBeUndefined();
    expect(issueOf("name", "Mohammed bin Abdullah Alqahtani")).toBeUndefined();
  });

  it("accepts Arabic names, with diacritics and tatweel too", () => {
    expect(issueOf("name", "محمد عبدالله القحطاني")).toBeUndefined();
    expect(issueOf("name", "مُحَمَّد عَبْدُ اللّٰه القحطاني")).toBeUndefined();
    expect(issueOf("name", "محـمد عبدالله القحطاني")).toBeUndefined();
    expect(issueOf("name", "محمد عبدالله")).toBe("fullName");
  });

  it("accepts Latin letters with accents and names mixing both scripts", () => {
    expect(issueOf("name", "José María Núñez")).toBeUndefined();
    expect(issueOf("name", "Sara محمد Khan")).toBeUndefined();
  });

  it("refuses digits, Arabic-Indic digits and symbols", () => {
    for (const name of [
      "Mohammed Abdullah 3",
      "محمد عبدالله ٣",
      "محمد عبدالله ۳",
      "Mohammed Abdullah Al-Qahtani",
      "Mohammed O'Neil Smith",
      "Mohammed Abdullah Alqahtani!",
      "محمد، عبدالله القحطاني",
      "Mohammed Abdullah 😀",
      "Mohammed Abdullah <b>",
    ]) {
      expect(issueOf("name", name), name).toBe("nameLetters");
    }
  });

  it("refuses letters of other scripts", () => {
    expect(issueOf("name", "Иван Петрович Сидоров")).toBe("nameLetters");
    expect(issueOf("name", "王 小 明")).toBe("nameLetters");
  });

  it("reports the symbols before the word count", () => {
    expect(issueOf("name", "Ali2")).toBe("nameLetters");
  });

  it("has an upper length", () => {
    expect(issueOf("name", `${"a".repeat(50)} ${"b".repeat(49)}`)).toBe("fullName");
    expect(issueOf("name", `${"a".repeat(40)} ${"b".repeat(40)} ${"c".repeat(18)}`)).toBeUndefined();
    expect(issueOf("name", `${"a".repeat(40)} ${"b".repeat(40)} ${"c".repeat(19)}`)).toBe("tooLong");
  });
});

describe("validateEnquiry: email", () => {
  it("is optional, but a given one must be well formed", () => {
    expect(issueOf("email", "")).toBeUndefined();
    expect(issueOf("email", "   ")).toBeUndefined();
    expect(issueOf("email", "ali@")).toBe("email");
  });

  it("follows the browser's email input check", () => {
    for (const email of ["a@b.co", "first.last+tag@example.com.sa", "a@localhost", "USER@EXAMPLE.SA"]) {
      expect(issueOf("email", email), email).toBeUndefined();
    }
    for (const email of [
      "plain",
      "@example.com",
      "a@",
      "a b@example.com",
      "a@exa mple.com",
      "a@-example.com",
      "أ@مثال.com",
    ]) {
      expect(issueOf("email", email), email).toBe("email");
    }
  });

  it("trims spaces around it", () => {
    const result = validateEnquiry({ ...valid, email: "  a@b.co " });
    expect(result).toMatchObject({ success: true, data: { email: "a@b.co" } });
  });

  it("reads Arabic-Indic digits typed on an Arabic keyboard as Latin ones", () => {
    const result = validateEnquiry({ ...valid, email: "m.alqahtani٥٠@example.sa" });
    expect(result).toMatchObject({ success: true, data: { email: "m.alqahtani50@example.sa" } });
  });
});

describe("validateEnquiry: phone", () => {
  it("is required", () => {
    expect(issueOf("phone", "")).toBe("required");
  });

  it("takes 8 to 15 digits with an optional plus", () => {
    expect(issueOf("phone", "1234567")).toBe("phone");
    expect(issueOf("phone", "+1234567")).toBe("phone");
    expect(issueOf("phone", "12345678")).toBeUndefined();
    expect(issueOf("phone", "+12345678")).toBeUndefined();
    expect(issueOf("phone", "966501234567")).toBeUndefined();
    expect(issueOf("phone", "123456789012345")).toBeUndefined();
    expect(issueOf("phone", "+123456789012345")).toBeUndefined();
    expect(issueOf("phone", "1234567890123456")).toBe("phone");
    expect(issueOf("phone", "+1234567890123456")).toBe("phone");
  });

  it("reads a home 0, 00, spaces, dashes and Arabic-Indic digits, and gives E.164 back", () => {
    for (const phone of ["0501234567", "00966501234567", "+966 50 123 4567", "٠٥٠١٢٣٤٥٦٧", "۰۵۰-۱۲۳-۴۵۶۷"]) {
      expect(validateEnquiry({ ...valid, phone }), phone).toMatchObject({
        success: true,
        data: { phone: "+966501234567" },
      });
    }
  });

  it("refuses a country code starting with 0, letters and a second plus", () => {
    for (const phone of ["+0501234567", "9665O1234567", "++966501234567"]) {
      expect(issueOf("phone", phone), phone).toBe("phone");
    }
  });

  it("says when a Saudi number has the wrong shape", () => {
    for (const phone of ["05012345", "٠٥٠١٢٣٤٥", "+966 40 123 4567", "9665012345678"]) {
      expect(issueOf("phone", phone), phone).toBe("phoneSaudi");
    }
  });
});

describe("validateEnquiry: message", () => {
  it("is optional and has an upper length", () => {
    expect(issueOf("message", "")).toBeUndefined();
    expect(issueOf("message", "x".repeat(2000))).toBeUndefined();
    expect(issueOf("message", "x".repeat(2001))).toBe("tooLong");
  });

  it("keeps line breaks, refuses other control characters and takes bidi controls out", () => {
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085"]) {
      expect(issueOf("message", `before${control}after`), JSON.stringify(control)).toBe("invalid");
    }
    const result = validateEnquiry({ ...valid, message: "one\r\ntwo\rthree\u2029\u202Efour\u202C\tfive" });
    expect(result.success && result.data.message).toBe("one\ntwo\nthree\nfour five");
  });
});

describe("validateEnquiry: bidi controls", () => {
  it("takes them out of the name and the e-mail rather than refusing what the visitor cannot see", () => {
    const result = validateEnquiry({
      ...valid,
      name: "\u202Bمحمد عبدالله\u202C \u2067القحطاني\u2069",
      email: "\u202Dm.alqahtani@example.sa\u202C",
    });
    expect(result.success && [result.data.name, result.data.email]).toEqual([
      "محمد عبدالله القحطاني",
      "m.alqahtani@example.sa",
    ]);
    expect(issueOf("name", "محمد\u0000 عبدالله القحطاني")).toBe("nameLetters");
  });
});

describe("validateEnquiry", () => {
  it("reports one issue per bad field", () => {
    expect(validateEnquiry({ name: "", email: "x", phone: "12", message: "" })).toEqual({
      success: false,
      issues: { name: "required", email: "email", phone: "phone" },
    });
  });
});

describe("enquiryMessages", () => {
  it("has every message in both languages", () => {
    expect(Object.keys(enquiryMessages.ar).sort()).toEqual(Object.keys(enquiryMessages.en).sort());
    for (const text of [...Object.values(enquiryMessages.ar), ...Object.values(enquiryMessages.en)]) {
      expect(text.trim()).not.toBe("");
    }
    expect(enquiryMessages.en.nameLetters).toBe("Your name must not contain numbers or symbols.");
    expect(enquiryMessages.ar.required).toBe("هذا الحقل مطلوب.");
  });

  it("fills in the length limit", () => {
    expect(enquiryMessage("tooLong", "en", 100)).toBe("This is too long (100 characters at most).");
    expect(enquiryMessage("tooLong", "ar", 100)).toContain("100");
  });
});

const key = "0b7f2d52-5b0e-4d43-9a3e-7f0c1f2f3a4b";

describe("parseEnquiryPayload", () => {
  const base = { name: valid.name, email: valid.email, phone: "966501234567", submissionKey: key };

  it("reads a contact message, the phone as E.164 whether sent with its plus or not", () => {
    expect(parseEnquiryPayload({ ...base, phone: "٠٥٠١٢٣٤٥٦٧" }, "contact")).toMatchObject({
      success: true,
      data: { phone: "+966501234567" },
    });
    const parsed = parseEnquiryPayload({ ...base, phone: "966501234567", message: " Villa to sell " }, "contact");
    expect(parsed).toEqual({
      success: true,
      data: {
        name: valid.name,
        email: valid.email,
        phone: "+966501234567",
        message: "Villa to sell",
        listing: null,
        submissionKey: key,
        honeypot: "",
        fillMs: undefined,
        sourcePage: "",
      },
    });
  });

  it("takes one listing id on the contact endpoint (spec §3), but not two", () => {
    expect(parseEnquiryPayload({ ...base, projectId: 7 }, "contact")).toMatchObject({
      success: true,
      data: { listing: { kind: "project", id: 7 }, message: null },
    });
    expect(parseEnquiryPayload({ ...base, projectId: 7, auctionId: 3 }, "contact")).toEqual({
      success: false,
      issues: { auctionId: "oneListing", projectId: "oneListing" },
    });
  });

  it("requires the kind's own id on an interest endpoint", () => {
    expect(parseEnquiryPayload(base, "property")).toEqual({ success: false, issues: { propertyId: "required" } });
    expect(parseEnquiryPayload({ ...base, projectId: 4 }, "property")).toEqual({
      success: false,
      issues: { propertyId: "required", projectId: "oneListing" },
    });
    expect(parseEnquiryPayload({ ...base, propertyId: 4 }, "property")).toMatchObject({
      success: true,
      data: { listing: { kind: "property", id: 4 } },
    });
  });

  it("refuses ids that are not positive whole numbers", () => {
    for (const id of [0, -1, 1.5, "4", null]) {
      expect(parseEnquiryPayload({ ...base, auctionId: id }, "auction"), String(id)).toMatchObject({
        success: false,
        issues: { auctionId: "wholeNumber" },
      });
    }
  });

  it("names every bad field and refuses a body that is not an object", () => {
    expect(parseEnquiryPayload({ name: "Ali", email: "x", phone: "05", submissionKey: "nope" }, "contact")).toEqual({
      success: false,
      issues: { name: "fullName", email: "email", phone: "phoneSaudi", submissionKey: "submissionKey" },
    });
    expect(parseEnquiryPayload("name=Ali", "contact")).toMatchObject({ success: false, issues: { name: "required" } });
    expect(parseEnquiryPayload([], "contact")).toMatchObject({ success: false });
    expect(parseEnquiryPayload({ ...base, name: 42 }, "contact")).toMatchObject({ issues: { name: "required" } });
  });

  it("reads the honeypot and the fill time", () => {
    expect(parseEnquiryPayload({ ...base, website: "http://spam", fillMs: 300 }, "contact")).toMatchObject({
      success: true,
      data: { honeypot: "http://spam", fillMs: 300 },
    });
  });
});

describe("toEnquiryPayload", () => {
  it("builds the payload of spec §3 that the API reads back", () => {
    const payload = toEnquiryPayload(
      { ...valid, name: " Mohammed Abdullah Alqahtani ", message: "  " },
      {
        listing: { kind: "auction", id: 12 },
        submissionKey: key,
        fillMs: 4321.6,
        honeypot: "",
        sourcePage: "/auction/12",
      },
    );
    expect(payload).toEqual({
      name: "Mohammed Abdullah Alqahtani",
      email: valid.email,
      phone: "966501234567",
      auctionId: 12,
      submissionKey: key,
      website: "",
      fillMs: 4322,
      sourcePage: "/auction/12",
    });
    expect(parseEnquiryPayload(payload, "auction")).toMatchObject({
      success: true,
      data: { listing: { kind: "auction", id: 12 }, phone: "+966501234567", message: null },
    });
  });

  it("sends the message when no listing is set", () => {
    const payload = toEnquiryPayload(
      { ...valid, message: "Land in Al Malqa" },
      { submissionKey: key, fillMs: 2000, honeypot: "", sourcePage: "/contactus" },
    );
    expect(payload).toMatchObject({ message: "Land in Al Malqa" });
    expect(payload).not.toHaveProperty("projectId");
  });
});

describe("stored text as the lead e-mail shows it", () => {
  it("keeps a one-line value on one line, without bidi controls", () => {
    expect(asOneLine("\u202Eمحمد\r\nعبدالله\t\u0000القحطاني\u2028x\u202C")).toBe("محمد عبدالله القحطاني x");
  });

  it("keeps a message's line breaks as line feeds and makes other control characters spaces", () => {
    expect(asMessageText("First\r\nSecond\rThird\u2029Fourth\u0007\u0000end\u2066")).toBe(
      "First\nSecond\nThird\nFourth  end",
    );
  });
});
