import { hash, verify } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { passwordLength } from "../../domain/admin/staff.ts";

/** @node-rs/argon2 numbers its algorithms in a const enum; 2 is Argon2id. */
const argon2id = 2;

/** OWASP's Password Storage Cheat Sheet, first Argon2id line: 19 MiB, 2 passes, 1 lane. */
const argon2Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

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
  const { score } = await estimator.checkAsync(password, words);
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
