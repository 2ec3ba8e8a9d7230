// Holds: a job's credits reserved before imaging accepts it, then captured (success) or released
// (failure, cancel, or the sweeper) exactly once. The rules and words here; the transactions in
// service/holds.service.ts. The job id is the idempotency key of every step.
import { SERVICE_NAMES } from '@atelier/contracts';
import { AppError, isUuid } from '@atelier/platform/src/pure';

/**
 * A hold that imaging has not settled after this long is released by the sweeper. Imaging settles
 * within milliseconds of a job's end; a job runs under a 30 s lease renewed by heartbeats and gets
 * at most 3 attempts, and its own sweeper settles stragglers 10 s after the job finished. Two hours
 * is far beyond any of that (a queue of hours would be an outage of its own), so no running job is
 * cut short, while a hold orphaned by a lost job stops blocking the user's credits the same day.
 * A capture arriving after the sweeper released the hold changes nothing (the job was free).
 */
export const HOLD_TIMEOUT_MS = 2 * 3_600_000;
/** How often each billing process looks for stale holds, and how many it releases per transaction. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;
export const HOLD_SWEEP_BATCH = 100;

/** The ledger sources of a job's entries (source id = the job id). */
export const HOLD_SOURCE = { hold: 'job-hold', capture: 'job-capture', release: 'job-release' } as const;

/** Words between services (imaging reads them in logs), not shown to users. */
export const HOLD_MSG = {
  notFound: 'Hold not found',
  userId: 'user_id must be a uuid',
  jobId: 'job_id is required (at most 64 characters)',
  credits: 'credits must be a whole number, 0 or more',
  operation: `operation must be one of ${Object.keys(SERVICE_NAMES).join(', ')}`,
  otherUser: 'This job already holds credits for another user',
} as const;

export type Operation = keyof typeof SERVICE_NAMES;

export interface HoldInput {
  userId: string;
  jobId: string;
  credits: number;
  operation: Operation;
}

/** Checks a Hold request; throws INVALID_ARGUMENT naming the bad field. */
export function checkHold(req: { userId: string; jobId: string; credits: number; operation: string }): HoldInput {
  if (!isUuid(req.userId)) throw new AppError('INVALID_ARGUMENT', HOLD_MSG.userId);
  if (!req.jobId || req.jobId.length > 64) throw new AppError('INVALID_ARGUMENT', HOLD_MSG.jobId);
  if (!Number.isInteger(req.credits) || req.credits < 0) throw new AppError('INVALID_ARGUMENT', HOLD_MSG.credits);
  if (!Object.hasOwn(SERVICE_NAMES, req.operation)) throw new AppError('INVALID_ARGUMENT', HOLD_MSG.operation);
  return { ...req, operation: req.operation as Operation };
}

/** The Credits Burn "service" of a job's entries ("Text to Image", ...). */
export function serviceOf(operation: string): string {
  return Object.hasOwn(SERVICE_NAMES, operation) ? SERVICE_NAMES[operation as Operation] : operation;
}
