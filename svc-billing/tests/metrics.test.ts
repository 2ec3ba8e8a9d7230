// Billing's metrics: open credit holds and the oldest one's age, read from the database when
// Prometheus scrapes — a hold adds one, its capture or release takes it away.
import { createMetrics, uuidv7, type Metrics } from '@atelier/platform';
import { registerBillingMetrics } from '../src/service/metrics';
import { startHarness, type Harness } from './support/harness';

let h: Harness;
let metrics: Metrics;
beforeAll(async () => {
  h = await startHarness();
  metrics = createMetrics({ processMetrics: false });
  registerBillingMetrics(metrics, h.billing.context);
}, 30_000);
afterAll(() => h?.stop());

async function scrape(): Promise<{ open: number; age: number }> {
  await metrics.text(); // one scrape runs both collectors (one query)
  const value = async (name: string) => (await metrics.registry.getSingleMetric(name)!.get()).values[0]!.value;
  return { open: await value('atelier_billing_holds_open'), age: await value('atelier_billing_oldest_open_hold_age_seconds') };
}

test('a hold is open until captured or released; the oldest open hold has an age', async () => {
  const base = await scrape();
  const userId = uuidv7();
  await h.client.AdjustCredits({ user_id: userId, amount: 50, reason: 'test', admin_id: uuidv7(), request_id: uuidv7() }, h.as());
  const a = await h.client.Hold({ user_id: userId, job_id: uuidv7(), credits: 2, operation: 'text2img' });
  const b = await h.client.Hold({ user_id: userId, job_id: uuidv7(), credits: 3, operation: 'upscale' });
  const held = await scrape();
  expect(held.open).toBe(base.open + 2);
  expect(held.age).toBeGreaterThan(0);
  await h.client.Capture({ hold_id: a.hold_id });
  expect((await scrape()).open).toBe(base.open + 1);
  await h.client.Release({ hold_id: b.hold_id });
  expect((await scrape()).open).toBe(base.open);
});
