// What identity's use cases need, gathered once by module.ts (tests build it with their own clock).
import type { Logger, Outbox } from '@atelier/platform';
import type { Kysely } from 'kysely';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import type { GoogleOidc } from '../oidc/google.client';
import type { IdentityDB } from '../repo/database';

export interface IdentityContext {
  db: Kysely<IdentityDB>;
  outbox: Outbox;
  mail: MailDispatcher;
  logger: Logger;
  /** The kit's jwtSecret: verifies the caller's access token on admin operations (requireAdmin). */
  jwtSecret: string;
  /** The kit's secretsKey: HMAC key for one-time codes, and seals refresh-token successors. */
  pepper: string;
  /** Where links in mails point (the product's public address). */
  publicUrl: string;
  /** Dev mailbox mode (no SMTP_URL): codes are also logged so a newcomer can read them from the console. */
  logCodes: boolean;
  /** undefined when GOOGLE_CLIENT_ID/SECRET are not set. */
  google?: GoogleOidc;
  now: () => Date;
}
