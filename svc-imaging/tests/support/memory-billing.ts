// An in-memory BillingPort for imaging's tests (a unit-test double of the port, not a billing):
// holds keyed by job id like svc-billing's, a balance per user (plenty unless a test sets one), a
// release idempotent by hold id, and a switch for a billing that cannot be reached. Like
// svc-billing, it settles a job's hold from imaging's outcome events (JobSucceeded captures,
// JobFailed releases): `settleFromOutbox` reads them where imaging commits them — its outbox —
// which works the same with the in-process bus and with Kafka, and at a moment the test chooses.
import { BILLING_MSG } from '@atelier/contracts';
import { AppError, type Kysely } from '@atelier/platform';
import type { BillingPort } from '../../src/billing/billing.port';
import type { Operation } from '../../src/domain/types';

export interface MemoryHold {
  id: string;
  userId: string;
  jobId: string;
  credits: number;
  operation: Operation;
  state: 'held' | 'captured' | 'released';
}

export class MemoryBilling implements BillingPort {
  readonly holds = new Map<string, MemoryHold>();
  /** Credits each user has; a user not listed has `defaultBalance`. */
  readonly balances = new Map<string, number>();
  defaultBalance = 1_000_000;
  /** When set, every call fails as an unreachable billing does. */
  down = false;

  async hold(userId: string, credits: number, jobId: string, operation: Operation): Promise<{ holdId: string }> {
    this.reachable();
    const id = `hold-${jobId}`;
    if (this.holds.has(id)) return { holdId: id };
    if (this.available(userId) < credits) throw new AppError('PAYMENT_REQUIRED', BILLING_MSG.notEnoughCredits);
    this.holds.set(id, { id, userId, jobId, credits, operation, state: 'held' });
    return { holdId: id };
  }

  release(holdId: string): Promise<void> {
    return this.settle(holdId, 'released');
  }

  /** Every outcome event applied so far, per job id, in outbox order ('JobSucceeded' | 'JobFailed'). */
  readonly outcomes = new Map<string, string[]>();
  private outboxSeen = '0';

  /** Applies the outcome events imaging's outbox (`db`: its schema) gained since the last call, as
   *  billing's consumer does: the job's hold captured or released once; a repeat changes nothing. */
  async settleFromOutbox(db: Kysely<any>): Promise<void> {
    const rows: Array<{ id: string; type: string; key: string }> = await db
      .selectFrom('outbox')
      .select(['id', 'type', 'key'])
      .where('type', 'in', ['JobSucceeded', 'JobFailed'])
      .where('id', '>', this.outboxSeen)
      .orderBy('id')
      .execute();
    for (const r of rows) {
      this.outboxSeen = String(r.id);
      this.outcomes.set(r.key, [...(this.outcomes.get(r.key) ?? []), r.type]);
      const h = [...this.holds.values()].find((x) => x.jobId === r.key);
      if (h?.state === 'held') h.state = r.type === 'JobSucceeded' ? 'captured' : 'released';
    }
  }

  /** The hold, or a failed expectation naming it. */
  get(holdId: string): MemoryHold {
    const h = this.holds.get(holdId);
    if (!h) throw new Error(`no hold ${holdId}`);
    return h;
  }

  holdsOf(userId: string): MemoryHold[] {
    return [...this.holds.values()].filter((h) => h.userId === userId);
  }

  /** Balance minus captured and open holds. */
  available(userId: string): number {
    const spent = this.holdsOf(userId).filter((h) => h.state !== 'released').reduce((n, h) => n + h.credits, 0);
    return (this.balances.get(userId) ?? this.defaultBalance) - spent;
  }

  private async settle(holdId: string, to: 'captured' | 'released'): Promise<void> {
    this.reachable();
    const h = this.holds.get(holdId);
    if (!h) throw new AppError('NOT_FOUND', 'Hold not found');
    if (h.state === to) return;
    if (h.state !== 'held') throw new AppError('FAILED_PRECONDITION', `The hold was ${h.state} already`);
    h.state = to;
  }

  private reachable(): void {
    if (this.down) throw new AppError('UNAVAILABLE', 'the billing service did not answer in time');
  }
}
