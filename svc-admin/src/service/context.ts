// What svc-admin's use cases need: the schema's database (and its name, for the rebuild's lock),
// the logger, the clock the dashboard's series ends on, and the JWT secret requireAdmin verifies
// the caller's token with.
import type { Kysely, Logger } from '@atelier/platform';
import type { AdminDB } from '../repo/database';

export interface AdminContext {
  db: Kysely<AdminDB>;
  schema: string;
  logger: Logger;
  /** Today, for the dashboard's series (tests pin it). */
  now: () => Date;
  jwtSecret: string;
}
