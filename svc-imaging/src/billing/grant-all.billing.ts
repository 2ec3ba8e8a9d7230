// Billing until the billing service exists (issue 3: "the client grants every hold"): every hold is
// granted, and holds are recorded in imaging's credit_holds table so capture and release are
// conditional updates — each hold is settled exactly once however often settlement is retried.
import type { Kysely } from '@atelier/platform';
import type { ImagingDB } from '../repo/database';
import type { BillingPort } from './billing.port';

export class GrantAllBilling implements BillingPort {
  constructor(private readonly db: Kysely<ImagingDB>) {}

  async hold(userId: string, credits: number, idempotencyKey: string): Promise<{ holdId: string }> {
    const holdId = `hold-${idempotencyKey}`;
    await this.db
      .insertInto('credit_holds')
      .values({ id: holdId, user_id: userId, credits, state: 'held' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return { holdId };
  }

  capture(holdId: string): Promise<void> {
    return this.settle(holdId, 'captured');
  }

  release(holdId: string): Promise<void> {
    return this.settle(holdId, 'released');
  }

  private async settle(holdId: string, state: 'captured' | 'released'): Promise<void> {
    await this.db.updateTable('credit_holds').set({ state, settled_at: new Date() }).where('id', '=', holdId).where('state', '=', 'held').execute();
  }
}
