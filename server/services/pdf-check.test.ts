import { describe, expect, it } from "vitest";
import { activePdfs, htmlBehindPdfHeader, plainPdf } from "../../testing/server/pdf-files.ts";
import { smallPdf } from "../../testing/server/upload-files.ts";
import { pdfProblem } from "./pdf-check.ts";

describe("pdfProblem", () => {
  it("accepts plain PDFs, compressed content included", () => {
    expect(pdfProblem(smallPdf)).toBeNull();
    expect(pdfProblem(plainPdf())).toBeNull();
  });

  it.each(Object.entries(activePdfs()))("refuses active content: %s", (_name, bytes) => {
    expect(pdfProblem(bytes)).toBe("active_content");
  });

  it("refuses HTML behind a PDF header, and a file that does not end as a PDF", () => {
    expect(pdfProblem(htmlBehindPdfHeader)).toBe("not_a_pdf");
    expect(pdfProblem(Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\n"))).toBe("not_a_pdf");
  });

  it("does not take a short name inside binary image data for an action", () => {
    const noise = Buffer.alloc(4096, 0xff);
    noise.write("/JS ", 100, "latin1");
    const image = Buffer.concat([
      Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /XObject /Subtype /Image /Filter /DCTDecode /Length 4096 >>\nstream\n"),
      noise,
      Buffer.from("\nendstream\nendobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n"),
    ]);
    expect(pdfProblem(image)).toBeNull();
  });
});
