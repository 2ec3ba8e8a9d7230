// The seam to billing (architecture §5): a hold before a job is accepted, captured on success or
// released on failure. Calls are made outside any database transaction (they may be remote).
export interface BillingPort {
  /** Reserves credits; throws AppError (e.g. FAILED_PRECONDITION "not enough credits") to refuse.
   *  The same idempotency key returns the same hold. */
  hold(userId: string, credits: number, idempotencyKey: string): Promise<{ holdId: string }>;
  /** Debits a held amount. Idempotent: capturing a settled hold changes nothing. */
  capture(holdId: string): Promise<void>;
  /** Returns a held amount. Idempotent. */
  release(holdId: string): Promise<void>;
}
