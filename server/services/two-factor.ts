import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { generate, generateSecret, generateURI } from "otplib";
import QRCode from "qrcode";

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const periodSeconds = 30;
/** A phone's clock a step behind or ahead still signs in (docs/decisions/033-staff-accounts.md). */
const driftSteps = 1;

export function newTotpSecret(): string {
  return generateSecret();
}

/** What the enrolment screen shows: the otpauth URI as a QR code (SVG) and the secret as text to type. */
export async function enrolmentOf(secret: string, account: string, issuer: string) {
  const uri = generateURI({ issuer, label: account, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, uri, qrSvg };
}

/**
 * The time step a six-digit code belongs to, within one step either side of now, or null. The caller keeps the
 * last step accepted, so a code is taken once.
 */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  const current = Math.floor(seconds / periodSeconds);
  let found: number | null = null;
  for (let offset = -driftSteps; offset <= driftSteps; offset++) {
    const step = current + offset;
    const expected = await generate({ secret, epoch: step * periodSeconds });
    // Every candidate is compared, in constant time, whatever matched before.
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code)) && found === null) found = step;
  }
  return found;
}

/** Ten recovery codes of 10 letters and digits each (about 50 bits), shown once as "xxxxx-xxxxx". */
export function newRecoveryCodes(count: number): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * A recovery code's hash as stored: random codes of 50 bits cannot be guessed from their SHA-256 in any useful time
 * (sign-ins are throttled besides), so no slow hash is needed. Dashes and case do not matter.
 */
export function recoveryCodeHash(code: string): string {
  return createHash("sha256").update(code.replace(/-/g, "").toLowerCase()).digest("hex");
}
