// Imaging's migrations in order; names are YYYYMMDDHHMMSS_verb_object and never change once shipped.
import type { Migration } from '@atelier/platform';
import * as createImagingTables from './20261122130000_create_imaging_tables';

export const migrations: Record<string, Migration> = {
  '20261122130000_create_imaging_tables': createImagingTables,
};
