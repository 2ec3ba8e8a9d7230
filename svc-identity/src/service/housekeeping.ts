// Periodic clean-up: every rule on these rows looks back at most an hour (send limits) or 30 days
// (sessions), so anything a day past that is dead weight. Login history is kept.
import { startPeriodic } from '@atelier/platform';
import { purgeBefore, type Purged } from '../repo/housekeeping.repository';
import type { IdentityContext } from './context';

export const RETENTION_MS = 24 * 3_600_000;
export const HOUSEKEEPING_INTERVAL_MS = 3_600_000;

export async function purgeExpired(ctx: IdentityContext): Promise<Purged> {
  const purged = await purgeBefore(ctx.db, new Date(ctx.now().getTime() - RETENTION_MS));
  if (purged.challenges || purged.sessions || purged.loginFailures) ctx.logger.info(purged, 'identity housekeeping: purged expired rows');
  return purged;
}

/** Runs purgeExpired now and then every interval; the returned stop waits for a run in progress. */
export function startHousekeeping(ctx: IdentityContext, intervalMs = HOUSEKEEPING_INTERVAL_MS): () => Promise<void> {
  return startPeriodic({ name: 'identity housekeeping', intervalMs, run: () => purgeExpired(ctx), logger: ctx.logger });
}
