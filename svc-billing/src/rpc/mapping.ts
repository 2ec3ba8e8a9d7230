// Use-case results → proto messages (the gateway turns these into REST records). No rules here.
import type { LedgerRow } from '@atelier/proto/gen/atelier/billing/v1/LedgerRow';
import type { Plan } from '@atelier/proto/gen/atelier/billing/v1/Plan';
import type { Transaction } from '@atelier/proto/gen/atelier/billing/v1/Transaction';
import type { Wallet } from '@atelier/proto/gen/atelier/billing/v1/Wallet';
import type { PlanRow } from '../repo/plans.repository';
import type { WalletState } from '../service/ledger';
import type { BurnEntry, Transaction as TransactionEntry } from '../service/reports.service';

export function toProtoWallet(w: WalletState): Required<Wallet> {
  return { credits: w.credits, held: w.held, balance: w.balance };
}

export function toProtoPlan(p: PlanRow): Required<Plan> {
  return { id: p.id, name: p.name, amount: p.amount, currency: p.currency, credits: p.credits, type: p.type, data: p.data, status: p.status, created_at: p.created_at.toISOString() };
}

export function toProtoLedgerRow(r: BurnEntry): Required<LedgerRow> {
  return { id: r.id, created_at: r.createdAt.toISOString(), request_id: r.requestId, service: r.service, amount: r.amount, credits_debits: r.direction, balance: r.balance };
}

export function toProtoTransaction(t: TransactionEntry): Required<Transaction> {
  return {
    id: t.id,
    created_at: t.createdAt.toISOString(),
    getway_txn_id: t.gatewayTxnId,
    amount: t.amount,
    currency: t.currency,
    credits: t.credits,
    status: t.status,
    invoice_id: t.invoiceId ?? '',
  };
}
