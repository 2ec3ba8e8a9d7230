// Billing's Prometheus metrics (docs/runbook.md, "Metrics and dashboard"): credit holds still open
// and the age of the oldest — read when Prometheus scrapes, one query over holds_open_idx. A hold
// older than the sweeper's limit means settlements are not arriving.
import type { Metrics } from '@atelier/platform';
import { openHoldsSummary } from '../repo/holds.repository';
import type { BillingContext } from './context';

export function registerBillingMetrics(metrics: Metrics, ctx: Pick<BillingContext, 'db'>): void {
  // One query per scrape serves both gauges: prom-client starts every collector of a scrape in the
  // same turn, so the second finds the first's query still running and shares it. It is forgotten
  // as soon as it settles: kept until the next macrotask, it answered a scrape that followed within
  // the same one — after holds placed in between — with the old count (seen once billing's gRPC
  // calls in one process stopped crossing the network, metrics.test.ts).
  let current: Promise<{ open: number; oldestAgeSeconds: number }> | undefined;
  const summary = () => {
    const p = (current ??= openHoldsSummary(ctx.db));
    void p.finally(() => current === p && (current = undefined)).catch(() => undefined);
    return p;
  };
  metrics.scrapeGauge({
    name: 'atelier_billing_holds_open',
    help: 'Credit holds open (placed for a job, not yet captured or released)',
    read: async () => [{ labels: {}, value: (await summary()).open }],
  });
  metrics.scrapeGauge({
    name: 'atelier_billing_oldest_open_hold_age_seconds',
    help: 'Age of the oldest open credit hold (0 when none is open)',
    read: async () => [{ labels: {}, value: (await summary()).oldestAgeSeconds }],
  });
}
