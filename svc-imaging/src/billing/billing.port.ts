// The seam to billing (architecture §5): a hold before a job is accepted, captured on success or
// released on failure. Calls are made outside any database transaction (they are remote).
// Production: grpc.billing.ts (svc-billing's BillingService); tests: an in-memory double.
import type { Operation } from '../domain/types';

export interface BillingPort {
  /** Reserves `credits` for job `jobId` of `userId`; `operation` names the Credits Burn report's
   *  service column. Idempotent by job id: a retry returns the same hold. Refuses with AppError
   *  PAYMENT_REQUIRED ("Not enough credits. Buy a plan to continue.") when the available credits
   *  are short; UNAVAILABLE when billing cannot be reached (the job is then refused, nothing stored). */
  hold(userId: string, credits: number, jobId: string, operation: Operation): Promise<{ holdId: string }>;
  /** Debits a held amount. Idempotent by hold id: resolves also when the hold was captured before.
   *  Throws NOT_FOUND for a hold billing does not know and FAILED_PRECONDITION for one settled the
   *  other way — final answers (outcomes.ts stops retrying); anything else is worth a retry. */
  capture(holdId: string): Promise<void>;
  /** Returns a held amount. Idempotent like capture, with the same errors. */
  release(holdId: string): Promise<void>;
}
