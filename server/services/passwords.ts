import { hash, verify } from "@node-rs/argon2";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { passwordLength } from "../../domain/admin/staff.ts";

/** @node-rs/argon2 numbers its algorithms in a const enum; 2 is Argon2id. */
const argon2id = 2;

/** OWASP's Password Storage Cheat Sheet, first Argon2id line: 19 MiB, 2 passes, 1 lane. */
const argon2Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * zxcvbn with its word lists (~4 MB of heap), loaded on the first new password rather than in every process that
 * never sees one (docs/decisions/034-lean-server.md).
 */
let estimator: Promise<ZxcvbnFactory> | undefined;
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

export type PasswordProblem = "too_short" | "too_long" | "too_weak";

/**
 * Why a new password is refused, or null. Besides the length, zxcvbn's estimate with its list of common
 * passwords must reach 3 ("safely unguessable"), counting the person's own e-mail and name as known words.
 */
export async function passwordProblem(password: string, knownWords: string[] = []): Promise<PasswordProblem | null> {
  const length = [...password].length;
  if (length < passwordLength.min) return "too_short";
  if (length > passwordLength.max) return "too_long";
  const words = knownWords
    .map((word) => word.toLowerCase())
    .flatMap((word) => [word, ...word.split(/[@.\s_-]+/)])
    .filter((word) => word.length > 2);
  const { score } = await (await passwordEstimator()).checkAsync(password, words);
  return score >= 3 ? null : "too_weak";
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("decoy password that nobody uses");
  return decoyHash;
}
