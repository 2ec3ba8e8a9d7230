// The fields a browser form checks exactly as the server does — the email, a name, a profile name,
// "not only spaces" — written with `zod/mini`. The sign-in pages need nothing else of the contract,
// and classic zod's schemas carry every method (down to their JSON Schema generator) into the
// bundle whatever is used, ~15 KiB on the wire of `/login`; mini's are tree-shaken to the checks in
// use. They are ordinary zod schemas to everything else: classic objects take them as fields, and
// the OpenAPI document and the validators read them through zod's core like any other.
import * as z from 'zod/mini';
import { LIMITS, MSG } from './messages';

/** Email as the spec validates it (min 2, valid address), bounded and normalised. The OpenAPI
 *  document carries the address rule itself (zod's email pattern), so generated clients and
 *  Schemathesis send what the validator takes; surrounding spaces are trimmed but not documented.
 *  Not `format: email`: checkers of that format refuse what this takes (a local part over 64). */
export const Email = z
  .pipe(
    z.pipe(
      z.string({ error: MSG.email }).check(z.trim(), z.minLength(LIMITS.emailMin, MSG.emailMin), z.maxLength(LIMITS.emailMax, MSG.email)),
      z.email(MSG.email),
    ),
    z.transform((s: string) => s.toLowerCase()),
  )
  .check(z.meta({ pattern: z.regexes.email.source, description: 'An email address (the pattern is the whole rule)' }));

/** A password of only whitespace is refused wherever a new password is set (issue 11, ASVS 2.1.7);
 *  the dictionary check lives in identity alone (its dictionaries never ship to the browser). */
export const isBlankPassword = (password: string): boolean => password.trim() === '';

export const Name = z.string({ error: MSG.required }).check(z.trim(), z.minLength(1, MSG.required), z.maxLength(LIMITS.nameMax, MSG.name));

export const ProfileName = z
  .string({ error: MSG.required })
  .check(z.trim(), z.minLength(1, MSG.required), z.maxLength(LIMITS.nameMax, MSG.profileName));
