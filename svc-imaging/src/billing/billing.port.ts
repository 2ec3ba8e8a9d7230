// The seam to billing (architecture §5): a hold before a job is accepted. Calls are made outside any
// database transaction (they are remote). A job's hold is settled by its outcome event, not here:
// billing captures on JobSucceeded and releases on JobFailed (docs/billing.md "Settlement by event").
// Production: grpc.billing.ts (svc-billing's BillingService); tests: an in-memory double.
import type { Operation } from '../domain/types';

export interface BillingPort {
  /** Reserves `credits` for job `jobId` of `userId`; `operation` names the Credits Burn report's
   *  service column. Idempotent by job id: a retry returns the same hold. Refuses with AppError
   *  PAYMENT_REQUIRED ("Not enough credits. Buy a plan to continue.") when the available credits
   *  are short; UNAVAILABLE when billing cannot be reached (the job is then refused, nothing stored). */
  hold(userId: string, credits: number, jobId: string, operation: Operation): Promise<{ holdId: string }>;
  /** Returns a held amount: only for a job that was refused after its hold (no job row, so no
   *  outcome event will settle it). Idempotent by hold id; NOT_FOUND for a hold billing does not know. */
  release(holdId: string): Promise<void>;
}
