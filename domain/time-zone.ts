/** The company's time zone: dates render in it on the server and before the browser's zone is known. */
export const siteTimeZone = "Asia/Riyadh";

/** The runtime's time zone: the visitor's in a browser, the machine's on a server. */
export function runtimeTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
