// The new-password rule beyond length (ASVS 2.1.7): refuse common, breached and trivially
// guessable passwords, judged by zxcvbn-ts against its common and English dictionaries (the
// "passwords-common" list is drawn from breach corpora) plus the user's own email and names.
// Pure: no I/O. Server-only: the dictionaries are megabytes and never ship to the browser.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { AppError } from '@atelier/platform/src/pure';
import { AUTH_MSG, MSG, isBlankPassword } from '@atelier/contracts';
import { validatePassword } from './user';

/**
 * zxcvbn's scores: 0 < 10^3 guesses, 1 < 10^6, 2 < 10^8, 3 < 10^10, 4 beyond. A score of 2 is the
 * lowest we accept. Scores 0–1 are what sits in breach lists and their obvious variants
 * ("Password123!", "Summer2024", "letmein123", "P@ssw0rd2024"), the passwords a throttled online
 * guesser tries first. We do not ask for 3: zxcvbn caps any 8-character password at about 10^8
 * guesses, so 3 would refuse even a random 8-character one ("x7#kQ9!m") and quietly raise the
 * spec's 8-character minimum; offline guessing is slowed by argon2id instead.
 */
export const MIN_PASSWORD_SCORE = 2;

let factory: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take ~200 ms and tens of MB to index, which a process
 *  that never sets a password (or a test that never asks) should not pay. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    // Off on purpose: fuzzy matching costs ~0.5 s of synchronous CPU per check here (the event
    // loop stalls for every other caller) and the exact, l33t and reversed matches already catch
    // the breach-list passwords.
    useLevenshteinDistance: false,
    // Matching grows faster than linearly with length; judging the first 64 characters bounds the
    // cost (a password whose first 64 are not guessable is not guessable).
    maxLength: 64,
  });
  return factory;
}

/** The user's own words, split so "jane.doe@example.com" also yields "jane" and "doe". */
function inputsOf(userInputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const raw of userInputs) {
    const v = raw.trim().toLowerCase();
    if (!v) continue;
    words.add(v);
    for (const part of v.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Why `password` may not be a new password, or undefined when it may. Only the rules beyond the
 * length limits (validatePassword checks those first): all-whitespace, then common or guessable,
 * including the user's own email, name or profile name (`userInputs`).
 */
export function passwordProblem(password: string, userInputs: readonly string[] = []): string | undefined {
  if (isBlankPassword(password)) return MSG.passwordBlank;
  const { score } = zxcvbn().check(password, inputsOf(userInputs));
  return score < MIN_PASSWORD_SCORE ? AUTH_MSG.passwordTooCommon : undefined;
}

/** A password being set (sign-up, reset, change): the length limits (`lengthMessage` keeps each
 *  form's spec wording), then passwordProblem. Throws INVALID_ARGUMENT; returns the password. */
export function validateNewPassword(password: string, userInputs: readonly string[], lengthMessage: string = MSG.password): string {
  validatePassword(password, lengthMessage);
  const problem = passwordProblem(password, userInputs);
  if (problem) throw new AppError('INVALID_ARGUMENT', problem);
  return password;
}
