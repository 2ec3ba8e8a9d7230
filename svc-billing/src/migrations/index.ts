// Billing's migrations in order; names are YYYYMMDDHHMMSS_verb_object and never change once shipped.
import type { Migration } from '@atelier/platform';
import * as createBillingTables from './20261123070000_create_billing_tables';

export const migrations: Record<string, Migration> = {
  '20261123070000_create_billing_tables': createBillingTables,
};
