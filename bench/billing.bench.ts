// Billing's holds through gRPC on PostgreSQL (BENCH_DATABASE_URL, any database on loopback: the run
// uses a schema of its own and drops it): Hold + Capture as imaging calls them, measured by 10
// callers in a closed loop for a bounded time, against GetCredits in the same run as the baseline
// (the same gRPC hop and one primary-key read, no transaction). Two shapes: many users (each wallet
// row lock taken by one caller at a time) and one user (all 10 callers queue on one wallet's lock).
import { uuidv7 } from '@atelier/platform';
import { dropSchemas, uniqueName } from '@atelier/testkit';
import { startHarness, type Harness } from '@atelier/svc-billing/tests/support/harness';
import { assertLoopback } from './lib/load';

const CALLERS = 10;
const SECONDS = 5;

export interface RateFigure {
  perSec: number;
  p50: number;
  p99: number;
  calls: number;
}

export interface BillingFigures {
  baseline: RateFigure;
  holdsManyUsers: RateFigure;
  holdsOneUser: RateFigure;
  holdCaptureManyUsers: RateFigure;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

/** CALLERS loops calling `op(caller, i)` back to back for SECONDS; latency of each call in ms. */
async function closedLoop(op: (caller: number, i: number) => Promise<unknown>): Promise<RateFigure> {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, caller) => {
      for (let i = 0; performance.now() < until; i++) {
        const t = performance.now();
        await op(caller, i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const r = (n: number) => Math.round(n * 10) / 10;
  return { perSec: latencies.length / elapsed, p50: r(quantile(latencies, 0.5)), p99: r(quantile(latencies, 0.99)), calls: latencies.length };
}

export async function benchBilling(): Promise<BillingFigures | null> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return null;
  assertLoopback(url);
  const schema = uniqueName('bench_billing');
  const probeSchema = uniqueName('bench_billing_probe');
  const h: Harness = await startHarness({ env: { DATABASE_URL: url }, schema, probeSchema, deadlineMs: 30_000 });
  try {
    const users = Array.from({ length: CALLERS }, () => uuidv7());
    const one = uuidv7();
    // Enough credits that no hold is refused within the bounded run.
    for (const u of [...users, one]) await h.client.AdjustCredits({ user_id: u, amount: 5_000_000, reason: 'bench', admin_id: uuidv7(), request_id: uuidv7() }, h.as());
    const hold = (userId: string) => h.client.Hold({ user_id: userId, job_id: uuidv7(), credits: 1, operation: 'text2img' });

    const baseline = await closedLoop((c) => h.client.GetCredits({ user_id: users[c]! }));
    const holdsManyUsers = await closedLoop((c) => hold(users[c]!));
    const holdsOneUser = await closedLoop(() => hold(one));
    const holdCaptureManyUsers = await closedLoop(async (c) => h.client.Capture({ hold_id: (await hold(users[c]!)).hold_id }));
    return { baseline, holdsManyUsers, holdsOneUser, holdCaptureManyUsers };
  } finally {
    await h.stop();
    await dropSchemas(url, [schema, probeSchema]);
  }
}
