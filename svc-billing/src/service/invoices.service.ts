// Tax invoices: one per granted order, numbered in the financial year's consecutive series inside
// the grant's transaction (so a rolled-back grant leaves no gap), its document (domain/invoice.ts)
// frozen at issue; the PDF is rendered from that document when the owner asks for it.
import { AppError, isUuid, uuidv7 } from '@atelier/platform';
import { BILLING_MSG } from '@atelier/contracts';
import { buildInvoiceDocument, buyerCountryOf, financialYearOf, invoiceDocumentFromJson } from '../domain/invoice';
import { renderInvoicePdf } from '../invoice/invoice-pdf';
import type { Db } from '../repo/database';
import { findInvoiceOfUser, insertInvoice, nextInvoiceSeq } from '../repo/invoices.repository';
import type { OrderRow } from '../repo/orders.repository';
import type { BillingContext } from './context';

/** `cardIssuedAbroad`: the payment's `international` flag, the second indicator of a buyer abroad. */
export async function issueInvoice(ctx: Pick<BillingContext, 'supplier'>, trx: Db, order: OrderRow, at: Date, cardIssuedAbroad: boolean): Promise<void> {
  const fy = financialYearOf(at).label;
  const sequence = await nextInvoiceSeq(trx, fy);
  const document = buildInvoiceDocument({
    sequence,
    issuedAt: at,
    supplier: ctx.supplier,
    buyer: { name: order.buyer_name, email: order.buyer_email, country: buyerCountryOf(order.buyer_country, cardIssuedAbroad), stateCode: order.buyer_state },
    currency: order.currency,
    total: order.amount,
    planName: order.plan_name,
    credits: order.credits,
    paymentRef: order.payment_id,
  });
  await insertInvoice(trx, { id: uuidv7(), order_id: order.id, user_id: order.user_id, number: document.number, fy, seq: sequence, document, issued_at: at });
}

/** The PDF of one of the user's invoices; anyone else's is NOT_FOUND. */
export async function invoicePdf(ctx: BillingContext, userId: string, invoiceId: string): Promise<{ filename: string; pdf: Buffer }> {
  const invoice = isUuid(invoiceId) ? await findInvoiceOfUser(ctx.db, userId, invoiceId) : undefined;
  if (!invoice) throw new AppError('NOT_FOUND', BILLING_MSG.invoiceNotFound);
  const pdf = await renderInvoicePdf(invoiceDocumentFromJson(invoice.document));
  return { filename: `${invoice.number.replace(/\//g, '-')}.pdf`, pdf };
}
