// Schemathesis (PyPI, installed by `bash scripts/infra.sh schemathesis`) against the product's own
// /docs/json, once signed in as a user and once as the admin, with every check: no server errors,
// answers that match their documented status, body, headers and content type, 405 for undeclared
// methods, schema-valid calls taken and schema-invalid ones refused. One test per role; a failure
// shows Schemathesis's own report (each case with its curl line to reproduce).
// The product is the real one process on embedded defaults (e2e/harness/product.ts); its global
// rate limit is raised because one client sends every case (a 429 would hide what is behind it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, startProduct, type Product } from '../harness/product';
import { runSchemathesis, signInAdmin, signUpUser, type StRun } from './schemathesis';

/** Examples per operation and the seed: ~80 operations × this ≈ 3,000 cases a role (see docs/runbook.md). */
const MAX_EXAMPLES = 20;
const SEED = 11;
/** Where each role's full report is kept (CI keeps .tmp/test-results). */
const REPORT_DIR = join(process.env.ATELIER_TMP ?? join(REPO, '.tmp'), 'test-results');

let product: Product;
beforeAll(async () => {
  product = await startProduct({ env: { RATE_LIMIT_MAX: '1000000' } });
}, 180_000);
afterAll(() => product?.stop());

/** The figures the run prints, for the CI log: operations tested and cases generated. */
function figures(run: StRun): string {
  const ops = /Tested:\s+(\d+)/.exec(run.output)?.[1] ?? '?';
  const cases = /(\d+) generated/.exec(run.output)?.[1] ?? '?';
  const result = /=+ (.+ in [\d.]+s) =+\s*$/m.exec(run.output)?.[1] ?? `exit ${run.code}`;
  return `${ops} operations, ${cases} cases: ${result}`;
}

test.each([
  ['user', () => signUpUser(product, 'st')],
  ['admin', () => signInAdmin(product)],
] as const)('Schemathesis as %s: no failures', async (role, signIn) => {
  const run = await runSchemathesis(product, await signIn(), { maxExamples: MAX_EXAMPLES, seed: SEED });
  const report = join(REPORT_DIR, `schemathesis-${role}.txt`);
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(report, run.output);
  process.stdout.write(`[schemathesis] ${role}: ${figures(run)} (report: ${report})\n`);
  if (run.code !== 0) throw new Error(`Schemathesis as ${role} (exit ${run.code}):\n${run.output}`);
}, 600_000);
