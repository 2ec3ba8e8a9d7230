// How ledger entries read in the reports (Credits Burn, Transaction), the words stored with the
// entries that are not a job's, an admin adjustment's rules, and report paging. No I/O.
import { AUTH_MSG, BILLING_LIMITS, BILLING_MSG, type CreditDirection, type TransactionStatus } from '@atelier/contracts';
import { AppError, isUuid } from '@atelier/platform/src/pure';
import type { EntryKind, OrderStatus } from '../repo/database';

/** The Credits Burn "service" of the entries that are not a job's (a job's: holds.ts serviceOf). */
export const ENTRY_SERVICE = { grant: 'Sign-up grant', purchase: 'Purchase', refund: 'Refund', adjust: 'Adjustment' } as const;

/** The ledger sources of the entries this module writes besides a job's (source id in brackets). */
export const ENTRY_SOURCE = {
  /** The free plan's grant to a new account (the user id): at most once per user. */
  signup: 'signup',
  /** An admin's adjustment (the request id): a retried request is a no-op. */
  admin: 'admin',
} as const;

/** Credit, Debit or Held, as the Credits Burn report colours a row. */
export function directionOf(kind: EntryKind, delta: number): CreditDirection {
  if (kind === 'hold') return 'Held';
  if (kind === 'capture' || kind === 'refund') return 'Debit';
  if (kind === 'adjust') return delta < 0 ? 'Debit' : 'Credit';
  return 'Credit';
}

/** The credits a row moved, as a positive number (a hold's: what it reserved). */
export function amountOf(kind: EntryKind, delta: number, heldDelta: number): number {
  return Math.abs(kind === 'hold' || kind === 'release' ? heldDelta : delta);
}

/** The Transaction report's status of an order. */
export function transactionStatusOf(status: OrderStatus): TransactionStatus {
  return ({ paid: 'Success', failed: 'Failed', refunded: 'Refunded', created: 'Pending' } as const)[status];
}

/** Rows of one report page: page is 1-based (0 or less reads as 1); size defaults to the
 *  reports' page size and is capped at 100. */
export function pageOf(page: number, pageSize: number): { limit: number; offset: number } {
  const limit = pageSize > 0 ? Math.min(pageSize, 100) : BILLING_LIMITS.reportPageSize;
  return { limit, offset: (Math.max(page, 1) - 1) * limit };
}

export interface AdjustInput {
  userId: string;
  amount: number;
  reason: string;
  requestId: string;
}

/** Checks an admin adjustment (the REST body's rules, repeated at the service edge). */
export function checkAdjust(req: AdjustInput): AdjustInput {
  if (!isUuid(req.userId)) throw new AppError('NOT_FOUND', AUTH_MSG.userNotFound);
  if (!Number.isInteger(req.amount) || req.amount === 0 || Math.abs(req.amount) > BILLING_LIMITS.adjustMax) throw new AppError('INVALID_ARGUMENT', BILLING_MSG.adjustAmount);
  const reason = req.reason.trim();
  if (!reason) throw new AppError('INVALID_ARGUMENT', BILLING_MSG.adjustReason);
  if (reason.length > BILLING_LIMITS.adjustReasonMax) throw new AppError('INVALID_ARGUMENT', BILLING_MSG.adjustReasonMax);
  if (!req.requestId) throw new AppError('INVALID_ARGUMENT', 'request_id is required');
  return { ...req, reason };
}
