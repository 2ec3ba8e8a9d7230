// Same node10-resolution gap as kysely-migration.d.ts, for PGlite's node-postgres adapter.
declare module '@electric-sql/pglite/node-postgres' {
  export * from '@electric-sql/pglite/dist/node-postgres/index';
}
