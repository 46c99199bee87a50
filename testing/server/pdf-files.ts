import { deflateSync } from "node:zlib";

/** A PDF of the given objects (1 is the catalog), with a cross-reference table, as a writer would make it. */
export function pdfOf(objects: string[]): Buffer {
  let body = "%PDF-1.7\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const pages = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
const page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>";

/** A plain one-page PDF with a compressed content stream: accepted. */
export function plainPdf(): Buffer {
  const content = deflateSync(Buffer.from("BT /F1 12 Tf 72 712 Td (Terms) Tj ET"));
  return Buffer.concat([
    pdfOf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      pages,
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
      `<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n${content.toString("latin1")}\nendstream`,
    ]),
  ]);
}

/** PDFs that act when opened, each named by its trick: all refused. */
export function activePdfs(): Record<string, Buffer> {
  const script = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";
  // The catalog's /OpenAction inside a compressed object stream, where a byte search of the file finds nothing.
  const hidden = deflateSync(Buffer.from(`4 0 << /Type /Catalog /Pages 2 0 R /OpenAction ${script} >>`));
  return {
    openAction: pdfOf([`<< /Type /Catalog /Pages 2 0 R /OpenAction ${script} >>`, pages, page]),
    pageAdditionalAction: pdfOf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      pages,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /AA << /O ${script} >> >>`,
    ]),
    javaScriptNameTree: pdfOf([
      "<< /Type /Catalog /Pages 2 0 R /Names << /JavaScript << /Names [(a) 4 0 R] >> >> >>",
      pages,
      page,
      script,
    ]),
    escapedName: pdfOf([
      "<< /Type /Catalog /Pages 2 0 R /Open#41ction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >>",
      pages,
      page,
    ]),
    launch: pdfOf(["<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (calc.exe) >> >>", pages, page]),
    embeddedFile: pdfOf([
      "<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(x.exe) 4 0 R] >> >> >>",
      pages,
      page,
      "<< /Type /Filespec /F (x.exe) /EF << /F 5 0 R >> >>",
      "<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream",
    ]),
    xfa: pdfOf([
      "<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 4 0 R >> >>",
      pages,
      page,
      "<< /Length 7 >>\nstream\n<xdp/>\nendstream",
    ]),
    inObjectStream: pdfOf([
      "<< /Type /Catalog /Pages 2 0 R >>",
      pages,
      page,
      `<< /Type /ObjStm /N 1 /First 4 /Length ${hidden.length} /Filter /FlateDecode >>\nstream\n${hidden.toString("latin1")}\nendstream`,
    ]),
  };
}

/** An HTML page behind a PDF header: file-type calls it a PDF; refused as not one. */
export const htmlBehindPdfHeader = Buffer.from(
  "%PDF-1.4\n<html><body><script>fetch('/api/admin/staff').then(r=>r.text()).then(alert)</script></body></html>\n%%EOF\n",
);
