// BillingPort over svc-billing's BillingService (gRPC, SVC_BILLING_ADDR or in-process). Holds are
// keyed by job id on billing's side, so a retried Hold or Release changes nothing twice.
import type { GrpcClient } from '@atelier/platform';
import type { BillingServiceDefinition } from '@atelier/proto/gen/atelier/billing/v1/BillingService';
import type { Operation } from '../domain/types';
import type { BillingPort } from './billing.port';

export type BillingClient = GrpcClient<BillingServiceDefinition>;

/** A hold runs inside SubmitJob, which the gateway gives the kit's default 5 s: billing gets less,
 *  so a slow billing is a clean UNAVAILABLE (nothing stored) rather than the caller's timeout. */
export const BILLING_DEADLINE_MS = 3000;

export class GrpcBilling implements BillingPort {
  constructor(private readonly client: BillingClient) {}

  /** Billing's refusals pass unchanged: a short balance arrives as PAYMENT_REQUIRED (402). */
  async hold(userId: string, credits: number, jobId: string, operation: Operation): Promise<{ holdId: string }> {
    const res = await this.client.Hold({ user_id: userId, job_id: jobId, credits, operation });
    return { holdId: res.hold_id };
  }

  async release(holdId: string): Promise<void> {
    await this.client.Release({ hold_id: holdId });
  }
}
