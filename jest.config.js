/**
 * One jest config, three projects:
 *   unit         *.test.ts      — no external servers (PGlite and in-process transports are fine)
 *   integration  *.int.test.ts  — real PostgreSQL + Kafka from DATABASE_URL / KAFKA_BROKERS
 *                                 (scripts/test-all.sh provisions them; without them these fail loudly)
 *   e2e          e2e/**\/*.e2e.test.ts — Chromium through the built, federated app
 * Tests that start several services together live in system-tests/ (a workspace that depends on
 * them) and run in the unit or integration project like any other.
 * Select with `--selectProjects unit` etc.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: false },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only dependencies that jest must transform (it does not use Node's require(esm)).
const esmOnly = [
  'openid-client', 'oauth4webapi', 'jose', 'oauth2-mock-server', 'uuid', 'ky',
  'kysely', '@electric-sql/pglite', 'content-disposition', 'cookie', '@fastify/cookie',
];
const base = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testEnvironment: 'node',
  // .cache holds tools built for the tests (MinIO's Go module sources while it builds): never crawled.
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.*/dist/', '<rootDir>/data/', '<rootDir>/\\.cache/', '<rootDir>/\\.tmp/'],
};
const roots = [
  'packages', 'proto', 'svc-identity', 'svc-imaging', 'svc-billing', 'svc-admin', 'svc-gateway', 'system-tests', 'bench',
  'shell-app', 'mfe-auth', 'mfe-studio', 'mfe-feeds', 'mfe-billing', 'mfe-admin',
];
const under = (glob) => roots.map((r) => `<rootDir>/${r}/**/${glob}`);

module.exports = {
  projects: [
    { ...base, displayName: 'unit', testMatch: under('*.test.ts'), testPathIgnorePatterns: ['\\.int\\.test\\.ts$', '/node_modules/'] },
    { ...base, displayName: 'integration', testMatch: under('*.int.test.ts') },
    { ...base, displayName: 'e2e', testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'] },
  ],
};
