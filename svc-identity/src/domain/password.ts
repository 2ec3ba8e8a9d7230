// Password hashing with argon2id, and a constant-work check for accounts that do not exist.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~50 ms here, memory-hard against GPUs.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies `password` against `hash`; with no hash (unknown email, Google-only account) it still
 *  runs one argon2 verify against a throw-away hash so the answer takes as long as a real miss. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash) {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // a malformed stored hash is a failed sign-in, not a crash
    }
  }
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await argon2.verify(await dummyHash, password);
  return false;
}
