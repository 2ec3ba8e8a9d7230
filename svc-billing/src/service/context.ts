// What billing's use cases need: the schema's database, its outbox, the clock and the logger, the
// payment provider (Razorpay or its sandbox) and the supplier the tax invoices name.
import type { Kysely, Logger, Outbox } from '@atelier/platform';
import type { Supplier } from '../domain/invoice';
import type { BillingDB } from '../repo/database';
import type { PaymentProvider } from './payment-provider';

export interface BillingContext {
  db: Kysely<BillingDB>;
  outbox: Outbox;
  logger: Logger;
  /** The kit's jwtSecret: verifies the caller's access token on admin operations (requireAdmin). */
  jwtSecret: string;
  /** The clock every rule reads (tests move it to age holds and orders). */
  now: () => Date;
  /** Razorpay (or its local sandbox in test mode). */
  payments: PaymentProvider;
  /** Who issues the tax invoices (INVOICE_SUPPLIER_*; a marked sample by default). */
  supplier: Supplier;
}
