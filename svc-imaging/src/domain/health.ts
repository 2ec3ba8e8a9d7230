// An instance's health as the admin screens show it (contracts' InstanceHealth), from what the
// scheduler records on the row: consecutive failures and their back-off (repo/models.repository
// recordInstanceFailure: 2^failures s, at most 60 s), the last error, and the last call that worked.
import type { InstanceHealth } from '@atelier/contracts';

/** From this many consecutive failures the back-off sits at its 60 s ceiling: the node is "down"
 *  (it only gets work again after a probe between two back-offs answers). */
export const DOWN_AFTER_FAILURES = 6;

export interface HealthFacts {
  failures: number;
  last_error: string | null;
  last_error_at: Date | null;
  last_ok_at: Date | null;
}

export function instanceHealth(f: HealthFacts, runningJobs: number): InstanceHealth {
  const state: InstanceHealth['state'] =
    f.failures >= DOWN_AFTER_FAILURES ? 'down' : f.failures > 0 ? 'backing_off' : f.last_ok_at || runningJobs > 0 ? 'healthy' : 'unknown';
  return { state, running_jobs: runningJobs, last_error: f.last_error, last_error_at: f.last_error_at ? f.last_error_at.toISOString() : null };
}

/** A healthy instance's `last_ok_at` is rewritten at most this often (repo/success.repository.ts:
 *  the job's success statement clears a back-off always, notes a success only when the last note is
 *  older), so a busy node's row is not locked by every job that finishes on it. */
export const LAST_OK_EVERY_MS = 60_000;
