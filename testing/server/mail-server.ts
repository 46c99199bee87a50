// A real SMTP server on a local port for tests that read what the site e-mails (leads, staff invitations and resets,
// licence notices) or count it (metrics).
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: string;
  subject: string;
  text: string;
  /** The HTML part of a multipart e-mail. */
  html?: string;
}

/** Decodes what nodemailer encodes: quoted-printable or base64 bodies and UTF-8 encoded words. */
export function decodeMail(raw: string): Omit<ReceivedMail, "from" | "to"> {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const headers = head.replace(/\r\n[ \t]+/g, " ");
  let body = rest.join("\r\n\r\n");
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    body = Buffer.from(bytes, "latin1").toString("utf8");
  }
  const words = (value: string) =>
    value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
  const subject = words(/^subject:\s*(.*)$/im.exec(headers)?.[1] ?? "");
  // A text and HTML alternative (the search alerts' e-mails): the text part is the mail's text, the HTML its html.
  const boundary = /^content-type:\s*multipart\/[\w-]+;.*boundary="?([^";\s]+)"?/im.exec(headers)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).map((part) => decodeMail(part.replace(/^\r\n/, "")));
    const isOf = (type: string) => (part: { headers: string }) =>
      new RegExp(`^content-type:\\s*${type}`, "im").test(part.headers);
    return {
      headers: words(headers),
      subject,
      text: parts.find(isOf("text/plain"))?.text ?? "",
      html: parts.find(isOf("text/html"))?.text,
    };
  }
  return { headers: words(headers), subject, text: body.replace(/\r\n/g, "\n") };
}

/** A real SMTP server on a local port, keeping what it receives. */
export async function startMailServer(port = 0, onMail?: (mail: ReceivedMail) => void) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...decodeMail(Buffer.concat(chunks).toString("latin1")),
        };
        mails.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return { mails, port: boundPort, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The first link to this site's back office in a mail's text. */
export function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/admin\/\S+#[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the e-mail: ${mail.text}`);
  return link;
}
