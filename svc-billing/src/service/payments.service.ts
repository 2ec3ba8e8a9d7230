// Buying a plan through Razorpay (architecture §7, docs/billing.md "Payments"):
//   createOrder   — a provider order in the plan's own currency, our order row beside it;
//   verifyPayment — Checkout's signed handler payload, checked, then the payment fetched;
//   handleWebhook — the signed raw body, deduplicated by event id in the handling transaction;
//   reconcile     — unpaid orders asked about again, so lost callbacks still end in credits.
// Every path that grants goes through grantOrder: the order row lock plus granted_at make it happen
// once, whichever arrives first; UNIQUE(source, source_id) on the purchase entry backs it up.
import { AppError, isUuid, startPeriodic, uuidv7 } from '@atelier/platform';
import { BILLING_MSG, COUNTRY_CODES } from '@atelier/contracts';
import { gstState } from '../domain/invoice';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import { creditsOfRefund, ProviderPayment, refusalOf, splitClawback, WebhookEnvelope, type ProviderRefund } from '../domain/payments';
import type { Db } from '../repo/database';
import { buyerOf, makePremium } from '../repo/customers.repository';
import {
  claimUnpaidOrders,
  findOrderByProviderId,
  hasBoughtTrial,
  insertOrder,
  insertRefund,
  lockOrder,
  markOrderFailed,
  markOrderPaid,
  markOrderRefunded,
  markOrdersChecked,
  markWebhookProcessed,
  refundedAmount,
  upsertPayment,
  type OrderRow,
} from '../repo/orders.repository';
import { findPlan } from '../repo/plans.repository';
import { addOwed } from '../repo/wallets.repository';
import type { BillingContext } from './context';
import { issueInvoice } from './invoices.service';
import { applyEntry, lockedWalletOf, walletOf, type WalletState } from './ledger';
import { providerFailure } from './payment-provider';

// ---- create ----------------------------------------------------------------------------------

export interface CreateOrderInput {
  userId: string;
  planId: string;
  buyerState?: string;
  buyerCountry?: string;
}

export async function createOrder(ctx: BillingContext, input: CreateOrderInput) {
  // Checked here, not first when the invoice is issued: an unknown code then would fail the grant
  // of a payment already taken.
  if (input.buyerState && !gstState(input.buyerState)) throw new AppError('INVALID_ARGUMENT', BILLING_MSG.buyerState);
  if (input.buyerCountry && !(COUNTRY_CODES as readonly string[]).includes(input.buyerCountry)) throw new AppError('INVALID_ARGUMENT', BILLING_MSG.buyerCountry);
  const plan = isUuid(input.planId) ? await findPlan(ctx.db, input.planId) : undefined;
  if (!plan) throw new AppError('NOT_FOUND', BILLING_MSG.planNotFound);
  if (plan.status !== 'active') throw new AppError('FAILED_PRECONDITION', BILLING_MSG.planInactive);
  if (plan.type === 'free') throw new AppError('INVALID_ARGUMENT', BILLING_MSG.planFree);
  if (plan.type === 'trial' && (await hasBoughtTrial(ctx.db, input.userId))) throw new AppError('FAILED_PRECONDITION', BILLING_MSG.trialUsed);
  const buyer = await buyerOf(ctx.db, input.userId);
  if (!buyer) throw new AppError('FAILED_PRECONDITION', BILLING_MSG.accountNotReady);

  const id = uuidv7();
  // The provider first: an order row without a provider order could never be paid. If our insert
  // fails after it, the provider holds an order nobody was given the id of — harmless.
  const remote = await ctx.payments.api
    .createOrder({ amount: plan.amount, currency: plan.currency, receipt: id, notes: { order_id: id, user_id: input.userId, plan_id: plan.id } })
    .catch((err: unknown) => {
      throw providerFailure(ctx, err, 'creating an order');
    });
  await insertOrder(ctx.db, {
    id,
    user_id: input.userId,
    plan_id: plan.id,
    plan_name: plan.name,
    plan_type: plan.type,
    amount: plan.amount,
    currency: plan.currency,
    credits: plan.credits,
    provider_order_id: remote.id,
    buyer_name: buyer.name,
    buyer_email: buyer.email,
    buyer_state: input.buyerState || null,
    buyer_country: input.buyerCountry || null,
    payment_id: null,
    granted_at: null,
    checked_at: null,
    created_at: ctx.now(),
  });
  return {
    key_id: ctx.payments.keyId,
    amount: plan.amount,
    currency: plan.currency,
    name: buyer.name,
    email: buyer.email,
    description: `${plan.name} — ${plan.credits} credits`,
    provider_order_id: remote.id,
    test_mode: ctx.payments.testMode,
    checkout_script: ctx.payments.checkoutScriptUrl,
  };
}

// ---- verify (Checkout's handler) -----------------------------------------------------------

export interface VerifyInput {
  userId: string;
  orderId: string;
  paymentId: string;
  signature: string;
}

export async function verifyPayment(ctx: BillingContext, input: VerifyInput): Promise<WalletState> {
  const order = await findOrderByProviderId(ctx.db, input.orderId);
  if (!order || order.user_id !== input.userId) throw new AppError('NOT_FOUND', BILLING_MSG.orderNotFound);
  if (!ctx.payments.checkoutSignatureValid(input.orderId, input.paymentId, input.signature)) throw new AppError('INVALID_ARGUMENT', BILLING_MSG.paymentSignature);
  if (order.granted_at) return walletOf(ctx.db, order.user_id);

  // The signature proves Checkout saw an authorisation; only a captured payment of the order's
  // amount and currency grants.
  const payment = ProviderPayment.parse(
    await ctx.payments.api.fetchPayment(input.paymentId).catch((err: unknown) => {
      throw providerFailure(ctx, err, 'fetching a payment');
    }),
  );
  const refusal = refusalOf(order, payment);
  if (refusal) {
    ctx.logger.warn({ order_id: order.id, payment_id: payment.id, refusal }, 'verified payment cannot grant yet');
    throw new AppError('FAILED_PRECONDITION', BILLING_MSG.paymentNotCaptured);
  }
  await ctx.db.transaction().execute((trx) => grantOrder(ctx, trx, order.id, payment));
  return walletOf(ctx.db, order.user_id);
}

// ---- the one grant ---------------------------------------------------------------------------

/** Grants an order's credits once (false when it was granted before): the purchase entry, what a
 *  refund left owed taken from it, the invoice, PaymentCaptured and, for a paid plan, premium. */
export async function grantOrder(ctx: BillingContext, trx: Db, orderId: string, payment: ProviderPayment): Promise<boolean> {
  const order = await lockOrder(trx, orderId);
  await recordPayment(ctx, trx, order, payment);
  if (order.granted_at) return false;
  const at = ctx.now();
  const wallet = await applyEntry(ctx, trx, {
    userId: order.user_id,
    kind: 'purchase',
    source: 'order',
    sourceId: order.id,
    delta: order.credits,
    requestId: order.id,
    service: 'Purchase',
    note: `${order.plan_name} (${payment.id})`,
  });
  if (!wallet) return false;
  if (wallet.owed > 0) await takeOwed(ctx, trx, order, wallet);
  await markOrderPaid(trx, order.id, payment.id, at);
  await issueInvoice(ctx, trx, { ...order, payment_id: payment.id }, at, payment.international ?? false);
  await ctx.outbox.add(
    trx,
    topicEvent(TOPICS.payments, 'PaymentCaptured', order.user_id, {
      user_id: order.user_id,
      order_id: order.id,
      provider_order_id: order.provider_order_id ?? '',
      payment_id: payment.id,
      plan_id: order.plan_id,
      amount: order.amount,
      currency: order.currency,
      credits: order.credits,
      captured_at: at.toISOString(),
    }),
  );
  if (order.plan_type === 'paid' && (await makePremium(trx, order.user_id, at))) {
    await ctx.outbox.add(trx, topicEvent(TOPICS.subscriptions, 'SubscriptionChanged', order.user_id, { user_id: order.user_id, subscription_type: 'premium', changed_at: at.toISOString() }));
  }
  return true;
}

/** Credits a refund could not take are taken from the next purchase (as a refund entry). */
async function takeOwed(ctx: BillingContext, trx: Db, order: OrderRow, wallet: WalletState): Promise<void> {
  const take = Math.min(wallet.owed, wallet.credits);
  if (take <= 0) return;
  await applyEntry(ctx, trx, { userId: order.user_id, kind: 'refund', source: 'owed', sourceId: order.id, delta: -take, requestId: order.id, service: 'Refund', note: 'owed from an earlier refund' });
  await addOwed(trx, order.user_id, -take);
}

function recordPayment(ctx: BillingContext, trx: Db, order: OrderRow, p: ProviderPayment) {
  const currency = p.currency === 'USD' ? 'USD' : 'INR';
  return upsertPayment(trx, { id: p.id, order_id: order.id, status: p.status, amount: p.amount, currency, amount_refunded: p.amount_refunded, method: p.method ?? null, error_description: p.error_description ?? null }, ctx.now());
}

// ---- webhooks ----------------------------------------------------------------------------------

export interface WebhookInput {
  rawBody: Buffer;
  signature: string;
  eventId: string;
}

/** Processes one signed delivery; `duplicate` when its event id was processed before. Throws
 *  INVALID_ARGUMENT (→ 400) for a forged or malformed call, and changes nothing then. */
export async function handleWebhook(ctx: BillingContext, input: WebhookInput): Promise<{ duplicate: boolean }> {
  if (!input.signature || !ctx.payments.webhookSignatureValid(input.rawBody, input.signature)) throw new AppError('INVALID_ARGUMENT', BILLING_MSG.webhookSignature);
  let envelope: WebhookEnvelope;
  try {
    envelope = WebhookEnvelope.parse(JSON.parse(input.rawBody.toString('utf8')));
  } catch {
    throw new AppError('INVALID_ARGUMENT', BILLING_MSG.webhookBody);
  }
  if (!input.eventId || input.eventId.length > 100) throw new AppError('INVALID_ARGUMENT', BILLING_MSG.webhookBody);

  // The marker is written in the same transaction as the effect: a failure rolls both back and
  // Razorpay's redelivery gets a second chance (never a marker without its credits).
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await markWebhookProcessed(trx, input.eventId, envelope.event, ctx.now()))) return { duplicate: true };
    await applyWebhook(ctx, trx, envelope);
    return { duplicate: false };
  });
}

async function applyWebhook(ctx: BillingContext, trx: Db, e: WebhookEnvelope): Promise<void> {
  const payment = e.payload.payment?.entity;
  if (!payment) return;
  const order = payment.order_id ? await findOrderByProviderId(trx, payment.order_id) : undefined;
  if (!order) {
    ctx.logger.info({ event: e.event, payment_id: payment.id }, 'webhook for an order that is not ours; acknowledged');
    return;
  }
  switch (e.event) {
    case 'order.paid':
    case 'payment.captured': {
      const refusal = refusalOf(order, payment);
      if (refusal) {
        ctx.logger.warn({ order_id: order.id, payment_id: payment.id, refusal }, `${e.event} cannot grant`);
        await recordPayment(ctx, trx, order, payment);
        return;
      }
      await grantOrder(ctx, trx, order.id, payment);
      return;
    }
    case 'payment.failed':
      await recordPayment(ctx, trx, order, payment);
      await markOrderFailed(trx, order.id, payment.id);
      return;
    case 'refund.processed':
      if (e.payload.refund) await applyRefund(ctx, trx, order, payment, e.payload.refund.entity);
      return;
    default:
      return;
  }
}

/** Takes back a processed refund's share of the credits (never below zero; the rest is owed). */
async function applyRefund(ctx: BillingContext, trx: Db, order: OrderRow, payment: ProviderPayment, refund: ProviderRefund): Promise<void> {
  const locked = await lockOrder(trx, order.id);
  await recordPayment(ctx, trx, locked, payment);
  const before = await refundedAmount(trx, order.id);
  const claw = locked.granted_at ? creditsOfRefund(locked, before, refund.amount) : 0;
  // Locked before deciding what can be taken: a hold committed between an unlocked read and the
  // refund entry would make that entry refuse, and the whole refund with it.
  const wallet = await lockedWalletOf(trx, order.user_id);
  const { take, owed } = splitClawback(claw, wallet.credits);
  if (!(await insertRefund(trx, { id: refund.id, payment_id: payment.id, order_id: order.id, amount: refund.amount, credits_taken: take, credits_owed: owed }, ctx.now()))) return;
  if (take > 0) await applyEntry(ctx, trx, { userId: order.user_id, kind: 'refund', source: 'refund', sourceId: refund.id, delta: -take, requestId: order.id, service: 'Refund', note: `refund ${refund.id}` });
  if (owed > 0) await addOwed(trx, order.user_id, owed);
  if (before + refund.amount >= order.amount) await markOrderRefunded(trx, order.id);
  await ctx.outbox.add(
    trx,
    topicEvent(TOPICS.payments, 'PaymentRefunded', order.user_id, {
      user_id: order.user_id,
      order_id: order.id,
      payment_id: payment.id,
      refund_id: refund.id,
      amount: refund.amount,
      currency: order.currency,
      credits_taken: take,
      credits_owed: owed,
      refunded_at: ctx.now().toISOString(),
    }),
  );
}

// ---- reconciliation ------------------------------------------------------------------------------

/** When unpaid orders are asked about (defaults: domain/payments.ts RECONCILE). */
export interface ReconcileOptions {
  /** An order is asked about once it is this old (Checkout and the webhook had their chance). */
  afterMs: number;
  /** …and again at most this often. */
  everyMs: number;
  /** Orders older than this are left alone (Razorpay refuses orders older than 180 days). */
  maxAgeMs: number;
  batch: number;
}

/** Reconciles now and then every `intervalMs`; the returned stop waits for a round in progress. */
export function startReconciler(ctx: BillingContext, opts: ReconcileOptions & { intervalMs: number }): () => Promise<void> {
  return startPeriodic({ name: 'payment reconciliation', intervalMs: opts.intervalMs, logger: ctx.logger, run: () => reconcile(ctx, opts) });
}

/** Asks the provider about unpaid orders and grants those with a captured payment; returns how many
 *  were granted. A short transaction claims a batch (stamping checked_at, so other billing
 *  processes skip it); the provider is asked outside any transaction, and each grant takes its own. */
export async function reconcile(ctx: BillingContext, opts: ReconcileOptions): Promise<number> {
  const now = ctx.now().getTime();
  const orders = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await claimUnpaidOrders(trx, new Date(now - opts.afterMs), new Date(now - opts.everyMs), new Date(now - opts.maxAgeMs), opts.batch);
    await markOrdersChecked(trx, claimed.map((o) => o.id), ctx.now());
    return claimed;
  });
  let granted = 0;
  for (const order of orders) {
    const payments = await ctx.payments.api.fetchOrderPayments(order.provider_order_id!).then(
      (c) => c.items,
      (err: unknown) => {
        ctx.logger.warn({ err, order_id: order.id }, 'reconciliation could not ask the provider; next round');
        return [];
      },
    );
    const captured = payments.map((p) => ProviderPayment.safeParse(p)).find((r) => r.success && !refusalOf(order, r.data));
    if (captured?.success && (await ctx.db.transaction().execute((trx) => grantOrder(ctx, trx, order.id, captured.data)))) {
      ctx.logger.info({ order_id: order.id, payment_id: captured.data.id }, 'reconciliation granted an order its callbacks missed');
      granted++;
    }
  }
  return granted;
}
