import { inflateSync } from "node:zlib";

/**
 * Why a PDF is refused beyond its type (docs/decisions/021-media-pipeline.md, "Documents"): it can act when opened
 * (scripts, automatic actions, launching programs, attached files, XFA forms), or it is not really a PDF (an HTML
 * page behind a `%PDF-` line, which a browser that sniffs would render as a page of this site).
 */
export type PdfProblem = "active_content" | "not_a_pdf";

/**
 * The names that make a PDF act: JavaScript and the actions that run it or open things by themselves, programs
 * and files it may launch or carry, forms that post elsewhere or import data, rich media (Flash), XFA forms.
 */
const activeNames = [
  "JS",
  "JavaScript",
  "OpenAction",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "XFA",
  "RichMedia",
  "SubmitForm",
  "ImportData",
  "GoToE",
];
const delimiter = "(?=[\\s/<>\\[\\]()%{}]|$)";
const activeName = new RegExp(`/(?:${activeNames.join("|")})${delimiter}`);

/** Markup a browser would render: a PDF never holds it outside its (binary or text) streams. */
const markup = /<(?:!doctype|html|head|body|script|iframe|object|embed|svg|meta|form|img|a\s)/i;

/** The most bytes the check inflates in all: a small PDF that inflates to gigabytes is refused, not read. */
const maxInflatedBytes = 200 * 1024 * 1024;

/** Names as PDF lets them be spelled: `/J#61vaScript` is `/JavaScript`. */
function decodeNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]()%{}]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

/** Mostly printable ASCII: binary data matches a short name like /JS by chance, text does not. */
function looksLikeText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 4096);
  let printable = 0;
  for (const byte of sample)
    if ((byte >= 0x20 && byte < 0x7f) || byte === 0x0a || byte === 0x0d || byte === 0x09) {
      printable++;
    }
  return sample.length > 0 && printable / sample.length > 0.95;
}

interface Streams {
  /** The file without the contents of its streams. */
  outside: string;
  /** Each stream's raw bytes. */
  contents: Buffer[];
}

function splitStreams(bytes: Buffer): Streams {
  const text = bytes.toString("latin1");
  const contents: Buffer[] = [];
  let outside = "";
  let at = 0;
  const start = /stream\r?\n/g;
  for (;;) {
    start.lastIndex = at;
    const open = start.exec(text);
    if (!open) break;
    const from = open.index + open[0].length;
    const end = text.indexOf("endstream", from);
    if (end < 0) break;
    outside += text.slice(at, open.index);
    contents.push(bytes.subarray(from, end));
    at = end + "endstream".length;
  }
  outside += text.slice(at);
  return { outside, contents };
}

/**
 * What is wrong with a file whose first bytes say PDF, or null. Looks at the file's objects and at the content of
 * every stream that inflates (object streams hide objects, so an /OpenAction may sit in a compressed one).
 */
export function pdfProblem(bytes: Buffer): PdfProblem | null {
  const head = bytes.subarray(0, 1024).toString("latin1");
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString("latin1");
  if (!/^%PDF-[12]\.\d/.test(head) || !tail.includes("%%EOF")) return "not_a_pdf";
  const { outside, contents } = splitStreams(bytes);
  if (markup.test(outside)) return "not_a_pdf";
  if (activeName.test(decodeNames(outside))) return "active_content";
  let inflated = 0;
  for (const content of contents) {
    let plain: Buffer;
    try {
      plain = inflateSync(content, { maxOutputLength: maxInflatedBytes - inflated });
    } catch (error) {
      // Too much in all: refused as active content would be hidden past what we read.
      if (error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
        return "active_content";
      }
      // Not deflated: images and fonts in other filters (binary, never parsed for objects), or an object stream
      // left uncompressed, which is text and read as it is.
      if (!looksLikeText(content)) continue;
      plain = content;
    }
    inflated += plain.length;
    if (inflated > maxInflatedBytes) return "active_content";
    if (activeName.test(decodeNames(plain.toString("latin1")))) return "active_content";
  }
  return null;
}
