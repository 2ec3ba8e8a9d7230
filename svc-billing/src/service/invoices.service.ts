// Tax invoices: one per granted order, numbered in the year's consecutive series inside the grant's
// transaction (so a rolled-back grant leaves no gap), its document frozen at issue; the PDF is
// rendered from that document when the owner asks for it.
import { AppError, isUuid, uuidv7 } from '@atelier/platform';
import { BILLING_MSG } from '@atelier/contracts';
import type { Db } from '../repo/database';
import { findInvoiceOfUser, insertInvoice, nextInvoiceSeq } from '../repo/invoices.repository';
import type { OrderRow } from '../repo/orders.repository';
import type { BillingContext } from './context';

/** The Indian financial year of a date in IST ("26-27" for 1 Apr 2026 – 31 Mar 2027). */
function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const y = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${String(y % 100).padStart(2, '0')}-${String((y + 1) % 100).padStart(2, '0')}`;
}

export async function issueInvoice(_ctx: BillingContext, trx: Db, order: OrderRow, at: Date): Promise<void> {
  const fy = financialYear(at);
  const seq = await nextInvoiceSeq(trx, fy);
  const number = `INV/${fy}/${String(seq).padStart(6, '0')}`;
  const document = { number, order_id: order.id, plan: order.plan_name, credits: order.credits, amount: order.amount, currency: order.currency, buyer: { name: order.buyer_name, email: order.buyer_email } };
  await insertInvoice(trx, { id: uuidv7(), order_id: order.id, user_id: order.user_id, number, fy, seq, document, issued_at: at });
}

export async function invoicePdf(ctx: BillingContext, userId: string, invoiceId: string): Promise<{ filename: string; pdf: Buffer }> {
  const invoice = isUuid(invoiceId) ? await findInvoiceOfUser(ctx.db, userId, invoiceId) : undefined;
  if (!invoice) throw new AppError('NOT_FOUND', BILLING_MSG.invoiceNotFound);
  return { filename: `${invoice.number.replace(/\//g, '-')}.pdf`, pdf: Buffer.from(JSON.stringify(invoice.document)) };
}
