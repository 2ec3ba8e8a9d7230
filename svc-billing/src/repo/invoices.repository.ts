// Invoices and their consecutive series per financial year. The sequence is taken inside the
// grant's transaction (a row lock on the year's series), so numbers are consecutive with no gaps:
// a rolled-back grant gives its number back.
import { invoiceDocumentToJson, type InvoiceDocument } from '../domain/invoice';
import type { Db } from './database';

/** The next number of the year's series, locked until the transaction ends. */
export async function nextInvoiceSeq(db: Db, fy: string): Promise<number> {
  const row = await db
    .insertInto('invoice_series')
    .values({ fy, last_seq: 1 })
    .onConflict((oc) => oc.column('fy').doUpdateSet((eb) => ({ last_seq: eb('invoice_series.last_seq', '+', 1) })))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return row.last_seq;
}

export async function insertInvoice(
  db: Db,
  row: { id: string; order_id: string; user_id: string; number: string; fy: string; seq: number; document: InvoiceDocument; issued_at: Date },
): Promise<void> {
  await db.insertInto('invoices').values({ ...row, document: invoiceDocumentToJson(row.document) }).execute();
}

/** One invoice of its owner (undefined for anyone else's). */
export function findInvoiceOfUser(db: Db, userId: string, id: string) {
  return db.selectFrom('invoices').select(['id', 'number', 'document', 'issued_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}
