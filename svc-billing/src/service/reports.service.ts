// The reports of a user's money and credits: Credits Burn (the ledger as the user reads it) and
// Transaction (the orders). Pages newest first with the total count.
import type { CreditDirection, Currency, TransactionStatus } from '@atelier/contracts';
import { isUuid } from '@atelier/platform';
import { amountOf, directionOf, pageOf, transactionStatusOf } from '../domain/ledger';
import { burnPage, countBurn, countTransactions, transactionsPage } from '../repo/reports.repository';
import type { BillingContext } from './context';

export interface Page<T> {
  rows: T[];
  count: number;
}

export interface BurnEntry {
  id: string;
  createdAt: Date;
  requestId: string;
  service: string;
  amount: number;
  direction: CreditDirection;
  /** The balance after the entry. */
  balance: number;
}

export interface Transaction {
  id: string;
  createdAt: Date;
  /** Razorpay's payment id, else its order id, else "" (the provider never answered). */
  gatewayTxnId: string;
  /** Subunits. */
  amount: number;
  currency: Currency;
  credits: number;
  status: TransactionStatus;
  invoiceId: string | null;
}

/** One page of a user's rows, mapped, and the count (a malformed user id has none). */
async function pageFor<R, T>(userId: string, page: number, pageSize: number, rows: (limit: number, offset: number) => Promise<R[]>, count: () => Promise<number>, map: (r: R) => T): Promise<Page<T>> {
  if (!isUuid(userId)) return { rows: [], count: 0 };
  const { limit, offset } = pageOf(page, pageSize);
  const [found, total] = await Promise.all([rows(limit, offset), count()]);
  return { rows: found.map(map), count: total };
}

export function listCreditsBurn(ctx: BillingContext, userId: string, page: number, pageSize: number): Promise<Page<BurnEntry>> {
  return pageFor(
    userId,
    page,
    pageSize,
    (limit, offset) => burnPage(ctx.db, userId, limit, offset),
    () => countBurn(ctx.db, userId),
    (r) => ({
      id: r.id,
      createdAt: r.created_at,
      requestId: r.request_id,
      service: r.service,
      amount: amountOf(r.kind, r.delta, r.held_delta),
      direction: directionOf(r.kind, r.delta),
      balance: r.balance_after,
    }),
  );
}

export function listTransactions(ctx: BillingContext, userId: string, page: number, pageSize: number): Promise<Page<Transaction>> {
  return pageFor(
    userId,
    page,
    pageSize,
    (limit, offset) => transactionsPage(ctx.db, userId, limit, offset),
    () => countTransactions(ctx.db, userId),
    (r) => ({
      id: r.id,
      createdAt: r.created_at,
      gatewayTxnId: r.payment_id ?? r.provider_order_id ?? '',
      amount: r.amount,
      currency: r.currency,
      credits: r.credits,
      status: transactionStatusOf(r.status),
      invoiceId: r.invoice_id,
    }),
  );
}
