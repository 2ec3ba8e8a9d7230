// svc-admin's migrations in order; names are YYYYMMDDHHMMSS_verb_object and never change once shipped.
// A function of the schema: the append-only triggers name their function with it.
import type { Migration } from '@atelier/platform';
import { createAdminTables } from './20261123090000_create_admin_tables';

export function migrations(schema: string): Record<string, Migration> {
  return {
    '20261123090000_create_admin_tables': createAdminTables(schema),
  };
}
