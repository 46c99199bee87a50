// What the site under test e-mailed: the test server files each message its SMTP listener receives
// (serve-for-tests.ts), and a journey waits for the one sent to its address.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TestInfo } from "@playwright/test";
import { expect } from "./fixtures.ts";

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** The raw header lines (List-Unsubscribe and the like). */
  headers: string;
  /** The HTML part of a multipart e-mail. */
  html?: string;
}

function mailsOf(testInfo: TestInfo): Mail[] {
  const port = new URL(testInfo.project.use.baseURL!).port;
  const directory = resolve(import.meta.dirname, `../../data/e2e/mail-${port}`);
  let names: string[];
  try {
    names = readdirSync(directory).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    try {
      return [JSON.parse(readFileSync(`${directory}/${name}`, "utf8")) as Mail];
    } catch {
      return []; // still being written
    }
  });
}

/** Every e-mail to `address` whose subject matches that has arrived by now, oldest first. */
export function mailsTo(testInfo: TestInfo, address: string, subject: RegExp): Mail[] {
  return mailsOf(testInfo).filter((mail) => mail.to.includes(address) && subject.test(mail.subject));
}

/** The SMTP listener of the site under test (serve-for-tests.ts), for a command-line tool that sends e-mail. */
export function smtpUrlOf(testInfo: TestInfo): string {
  const port = new URL(testInfo.project.use.baseURL!).port;
  return readFileSync(resolve(import.meta.dirname, `../../data/e2e/smtp-${port}.url`), "utf8");
}

/** The newest e-mail to `address` whose subject matches, once it has arrived. */
export async function mailTo(testInfo: TestInfo, address: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mailsOf(testInfo)
          .filter((mail) => mail.to.includes(address) && subject.test(mail.subject))
          .at(-1);
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The back office link in an e-mail, as a path on the site under test (the fragment holds the token). */
export function linkPathIn(mail: Mail): string {
  const link = /https?:\/\/\S+\/admin\/\S+#[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}
