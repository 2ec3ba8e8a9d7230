// Billing's Prometheus metrics (docs/runbook.md, "Metrics and dashboard"): credit holds still open
// and the age of the oldest — read when Prometheus scrapes, one query over holds_open_idx. A hold
// older than the sweeper's limit means settlements are not arriving.
import type { Metrics } from '@atelier/platform';
import { openHoldsSummary } from '../repo/holds.repository';
import type { BillingContext } from './context';

export function registerBillingMetrics(metrics: Metrics, ctx: Pick<BillingContext, 'db'>): void {
  // One query per scrape serves both gauges: the first to collect starts it, the second reuses it.
  let current: Promise<{ open: number; oldestAgeSeconds: number }> | undefined;
  const summary = () => {
    const p = (current ??= openHoldsSummary(ctx.db));
    void p.finally(() => setImmediate(() => current === p && (current = undefined))).catch(() => undefined);
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
