// Identity's migrations in order; names are YYYYMMDDHHMMSS_verb_object and never change once shipped.
import type { Migration } from '@atelier/platform';
import * as createIdentityTables from './20261122100000_create_identity_tables';
import * as createLoginFailures from './20261122110000_create_login_failures';
import * as addRetiredTokenSuccessor from './20261122120000_add_retired_token_successor';
import * as addDeletedStatus from './20261123090000_add_deleted_status';
import * as addEmailChangeChallenges from './20261125190000_add_email_change_challenges';

export const migrations: Record<string, Migration> = {
  '20261122100000_create_identity_tables': createIdentityTables,
  '20261122110000_create_login_failures': createLoginFailures,
  '20261122120000_add_retired_token_successor': addRetiredTokenSuccessor,
  '20261123090000_add_deleted_status': addDeletedStatus,
  '20261125190000_add_email_change_challenges': addEmailChangeChallenges,
};
