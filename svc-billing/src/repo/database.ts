// The billing schema as Kysely sees it (mirrors the migrations). Repositories take `Db`, the
// schema-bound Kysely or a transaction on it, so one query serves both. Every number is an int4
// (read as a JS number); money is subunits.
import type { ColumnType, CreatedAt, Db as DbOf, Generated, UpdatedAt } from '@atelier/platform';
import type { Currency, PlanStatus, PlanType } from '@atelier/contracts';

/** A jsonb column: read as T, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

export type EntryKind = 'grant' | 'hold' | 'capture' | 'release' | 'purchase' | 'refund' | 'adjust';
export type HoldState = 'held' | 'captured' | 'released';
export type OrderStatus = 'created' | 'paid' | 'failed' | 'refunded';
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface PlansTable {
  id: string;
  name: string;
  amount: number;
  currency: Currency;
  credits: number;
  type: PlanType;
  data: string;
  status: ColumnType<PlanStatus, PlanStatus | undefined, PlanStatus>;
  seed_key: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CustomersTable {
  user_id: string;
  email: string;
  name: string;
  subscription_type: ColumnType<'free' | 'premium', 'free' | 'premium' | undefined, 'free' | 'premium'>;
  updated_at: UpdatedAt;
}

export interface WalletsTable {
  user_id: string;
  balance: Generated<number>;
  held: Generated<number>;
  owed: Generated<number>;
  updated_at: UpdatedAt;
}

export interface LedgerEntriesTable {
  id: string;
  user_id: string;
  kind: EntryKind;
  source: string;
  source_id: string;
  delta: number;
  held_delta: Generated<number>;
  balance_after: number;
  held_after: number;
  request_id: string;
  service: string;
  note: string | null;
  created_at: CreatedAt;
}

export interface HoldsTable {
  id: string;
  user_id: string;
  job_id: string;
  credits: number;
  operation: string;
  state: ColumnType<HoldState, HoldState | undefined, HoldState>;
  created_at: CreatedAt;
  settled_at: Date | null;
}

export interface OrdersTable {
  id: string;
  user_id: string;
  plan_id: string;
  plan_name: string;
  plan_type: PlanType;
  amount: number;
  currency: Currency;
  credits: number;
  provider_order_id: string | null;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  buyer_name: string;
  buyer_email: string;
  buyer_state: string | null;
  buyer_country: string | null;
  payment_id: string | null;
  granted_at: Date | null;
  checked_at: Date | null;
  created_at: CreatedAt;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  status: PaymentStatus;
  amount: number;
  currency: Currency;
  amount_refunded: Generated<number>;
  method: string | null;
  error_description: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RefundsTable {
  id: string;
  payment_id: string;
  order_id: string;
  amount: number;
  credits_taken: number;
  credits_owed: number;
  created_at: CreatedAt;
}

export interface WebhookEventsTable {
  id: string;
  event: string;
  received_at: CreatedAt;
}

export interface InvoiceSeriesTable {
  fy: string;
  last_seq: number;
}

export interface InvoicesTable {
  id: string;
  order_id: string;
  user_id: string;
  number: string;
  fy: string;
  seq: number;
  /** The InvoiceDocument the PDF renders (domain/invoice.ts), frozen at issue. */
  document: Json<unknown>;
  issued_at: Date;
}

export interface BillingDB {
  plans: PlansTable;
  customers: CustomersTable;
  wallets: WalletsTable;
  ledger_entries: LedgerEntriesTable;
  holds: HoldsTable;
  orders: OrdersTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  webhook_events: WebhookEventsTable;
  invoice_series: InvoiceSeriesTable;
  invoices: InvoicesTable;
}

export type Db = DbOf<BillingDB>;
