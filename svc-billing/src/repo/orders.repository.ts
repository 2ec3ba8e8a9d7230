// Orders, their payments, refunds and processed webhook events: one query per use case of the
// payments flow (service/payments.service.ts). Money is subunits.
import type { Insertable, Selectable } from '@atelier/platform';
import type { Db, OrdersTable, PaymentStatus } from './database';

export type OrderRow = Selectable<OrdersTable>;

export async function insertOrder(db: Db, row: Insertable<OrdersTable>): Promise<void> {
  await db.insertInto('orders').values(row).execute();
}

export function findOrderByProviderId(db: Db, providerOrderId: string) {
  return db.selectFrom('orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}

/** The order, row-locked until the transaction ends: one grant per order, whoever comes second waits. */
export function lockOrder(db: Db, id: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** Whether the user already bought (and kept or was refunded) a trial plan. */
export async function hasBoughtTrial(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('plan_type', '=', 'trial').where('granted_at', 'is not', null).executeTakeFirst();
  return !!row;
}

export async function markOrderPaid(db: Db, id: string, paymentId: string, at: Date): Promise<void> {
  await db.updateTable('orders').set({ status: 'paid', payment_id: paymentId, granted_at: at }).where('id', '=', id).execute();
}

/** A failed attempt marks an unpaid order failed (a later capture still grants it). */
export async function markOrderFailed(db: Db, id: string, paymentId: string): Promise<void> {
  await db.updateTable('orders').set({ status: 'failed', payment_id: paymentId }).where('id', '=', id).where('granted_at', 'is', null).execute();
}

export async function markOrderRefunded(db: Db, id: string): Promise<void> {
  await db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', id).execute();
}

/** Orders nobody has granted, older than `before` and not asked about since `checkedBefore`,
 *  claimed for this reconciler (others skip them). */
export function claimUnpaidOrders(db: Db, before: Date, checkedBefore: Date, notBefore: Date, limit: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('granted_at', 'is', null)
    .where('provider_order_id', 'is not', null)
    .where('status', 'in', ['created', 'failed'])
    .where('created_at', '<', before)
    .where('created_at', '>', notBefore)
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', checkedBefore)]))
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markOrdersChecked(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length) await db.updateTable('orders').set({ checked_at: at }).where('id', 'in', ids).execute();
}

/** Records the payment as last seen; a captured (or refunded) payment never goes back to failed. */
export async function upsertPayment(
  db: Db,
  p: { id: string; order_id: string; status: PaymentStatus; amount: number; currency: 'INR' | 'USD'; amount_refunded: number; method: string | null; error_description: string | null },
  at: Date,
): Promise<void> {
  await db
    .insertInto('payments')
    .values({ ...p, created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        status: eb
          .case()
          .when(eb.and([eb('payments.status', 'in', ['captured', 'refunded']), eb(eb.val(p.status), '=', 'failed')]))
          .then(eb.ref('payments.status'))
          .else(eb.ref('excluded.status'))
          .end(),
        amount_refunded: eb.ref('excluded.amount_refunded'),
        method: eb.ref('excluded.method'),
        error_description: eb.ref('excluded.error_description'),
        updated_at: at,
      })),
    )
    .execute();
}

/** Records a processed refund; false when it was recorded before (a redelivery). */
export async function insertRefund(
  db: Db,
  r: { id: string; payment_id: string; order_id: string; amount: number; credits_taken: number; credits_owed: number },
  at: Date,
): Promise<boolean> {
  const res = await db.insertInto('refunds').values({ ...r, created_at: at }).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Refunded subunits of an order so far. */
export async function refundedAmount(db: Db, orderId: string): Promise<number> {
  const row = await db.selectFrom('refunds').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('total')).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Marks a webhook delivery processed, in the handling transaction; false when it was before. */
export async function markWebhookProcessed(db: Db, id: string, event: string, at: Date): Promise<boolean> {
  const res = await db.insertInto('webhook_events').values({ id, event, received_at: at }).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}
