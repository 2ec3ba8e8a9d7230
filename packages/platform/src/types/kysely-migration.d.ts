// The root tsconfig resolves modules the node10 way, which ignores package "exports", so
// 'kysely/migration' (kysely 0.29) is unresolvable for types. This maps it to the real file.
// Remove once tsconfig.base.json uses moduleResolution "bundler" or "node16".
declare module 'kysely/migration' {
  export * from 'kysely/dist/migration/index';
}
