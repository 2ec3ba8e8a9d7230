// Billing's REST shapes (spec §3 Plan, Transaction row, Credit ledger row, Payment order response;
// §7 Payment, users/plans, users/get_credits, admin plans). Money on the wire: a plan's `amount`
// is in major units (499 = ₹499.00, 4.99 = $4.99, at most 2 decimals) as admins type it; the
// payment order's `amount` is in subunits because Razorpay Checkout takes subunits. Credits are
// whole numbers. Everything stored is an integer (docs/billing.md).
import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { GST_STATES } from './gst-states';
import { BILLING_LIMITS, BILLING_MSG } from './messages';

export const Currency = z.enum(['INR', 'USD']);
export type Currency = z.infer<typeof Currency>;
export const PlanType = z.enum(['trial', 'paid', 'free']);
export type PlanType = z.infer<typeof PlanType>;
export const PlanStatus = z.enum(['active', 'deactive']);
export type PlanStatus = z.infer<typeof PlanStatus>;

export const Plan = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** Major units (₹ or $), at most 2 decimals. */
  amount: z.number(),
  currency: Currency,
  credits: z.number().int(),
  type: PlanType,
  /** Free text the admin wrote (shown on the card). */
  data: z.string(),
  status: PlanStatus,
  createdAt: z.string(),
});
export type Plan = z.infer<typeof Plan>;

/** The wallet as the badge and Pricing read it: `credits` is what can be spent now (balance minus
 *  open holds), `held` what running jobs have reserved. */
export const Credits = z.strictObject({ credits: z.number().int(), held: z.number().int() });
export type Credits = z.infer<typeof Credits>;

export const TransactionStatus = z.enum(['Success', 'Pending', 'Failed', 'Refunded']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;

/** A row of the Transaction Report: one order and what became of it. */
export const TransactionRow = z.strictObject({
  id: z.string(),
  createdAt: z.string(),
  /** Razorpay's payment id (or its order id while no payment exists). */
  getway_txn_id: z.string(),
  /** Major units, as the plan was priced. */
  amount: z.number(),
  currency: Currency,
  credits: z.number().int(),
  status: TransactionStatus,
  /** The PDF's path under the API base (`/users/invoice/<id>`) for a successful payment, else null. */
  invoice: z.string().nullable(),
});
export type TransactionRow = z.infer<typeof TransactionRow>;

export const CreditDirection = z.enum(['Credit', 'Debit', 'Held']);
export type CreditDirection = z.infer<typeof CreditDirection>;

/** A row of the Credits Burn Report: one ledger entry (an open hold shows as "Held"). */
export const LedgerRow = z.strictObject({
  id: z.string(),
  createdAt: z.string(),
  /** The job id for generation entries, the order id for purchases, else the entry's source id. */
  request_id: z.string(),
  /** "Text to Image", "In-paint", "Out-paint", "Up-scale", "Purchase", "Sign-up grant", "Refund", "Adjustment". */
  service: z.string(),
  /** Credits moved by this entry (positive). */
  amount: z.number().int(),
  credits_debits: CreditDirection,
  /** Balance after the entry. */
  balance: z.number().int(),
});
export type LedgerRow = z.infer<typeof LedgerRow>;

/** The Credits Burn "service" word of each generation operation. */
export const SERVICE_NAMES = { text2img: 'Text to Image', inpaint: 'In-paint', outpaint: 'Out-paint', upscale: 'Up-scale' } as const;

// ---- responses ---------------------------------------------------------------------------------

export const CreditsResponse = z.strictObject({ status: z.literal('success'), data: Credits });
export const PlanListResponse = z.strictObject({ status: z.literal('success'), data: z.array(Plan) });
export const PlanResponse = z.strictObject({ status: z.literal('success'), msg: z.string(), data: Plan });
export const TransactionsResponse = z.strictObject({ status: z.literal('success'), data: z.strictObject({ rows: z.array(TransactionRow), count: z.number().int() }) });
export const CreditsBurnResponse = z.strictObject({ status: z.literal('success'), data: z.strictObject({ rows: z.array(LedgerRow), count: z.number().int() }) });

/** What Checkout opens with (spec §3 Payment order response, plus currency and description). */
export const PaymentOrder = z.strictObject({
  key: z.string(),
  /** Subunits of `currency`, as Razorpay Checkout takes them. */
  amount: z.number().int(),
  currency: Currency,
  name: z.string(),
  email: z.string(),
  /** The plan's name and credits, for Checkout's description line. */
  description: z.string(),
  order: z.strictObject({ id: z.string() }),
  /** True when the payment provider is the local sandbox ("Test mode"). */
  test_mode: z.boolean(),
  /** The Checkout script to load: Razorpay's, or the sandbox's "Test mode" one. */
  checkout_script: z.string(),
});
export type PaymentOrder = z.infer<typeof PaymentOrder>;
export const PaymentOrderResponse = z.strictObject({ status: z.literal('success'), msg: z.string(), data: PaymentOrder });
export const PaymentVerifiedResponse = z.strictObject({ status: z.literal('success'), msg: z.string(), data: Credits });
export const CreditsAdjustedResponse = z.strictObject({ status: z.literal('success'), msg: z.string(), data: Credits });

/** What the gateway answers Razorpay's webhook once billing has taken it (EXTRA_PATHS.paymentWebhook). */
export const WebhookAck = z.strictObject({ status: z.literal('ok') });

// ---- requests ----------------------------------------------------------------------------------

/** An Indian state's two-digit GST code ("27" Maharashtra); decides CGST+SGST or IGST. */
export const GstStateCode = z.enum(GST_STATES.map((s) => s.code) as [string, ...string[]], { error: BILLING_MSG.buyerState });

export const CreateOrderBody = z.strictObject({
  /** Plans are keyed by uuid: any other shape is no plan, refused before billing is asked. */
  plan_id: z.string({ error: BILLING_MSG.planNotFound }).regex(z.regexes.guid, BILLING_MSG.planNotFound),
  /** The buyer's state for an INR invoice (absent: the supplier's state, IGST s.12(2)). */
  state: GstStateCode.optional(),
  /** ISO 3166 alpha-2 of the buyer for a USD plan ("IN" pays IGST; others are zero-rated exports). */
  country: z.enum(COUNTRY_CODES, { error: BILLING_MSG.buyerCountry }).optional(),
});

const RazorpayId = (prefix: string) => z.string({ error: BILLING_MSG.paymentSignature }).regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), BILLING_MSG.paymentSignature);
export const VerifyPaymentBody = z.strictObject({
  razorpay_order_id: RazorpayId('order'),
  razorpay_payment_id: RazorpayId('pay'),
  razorpay_signature: z.string({ error: BILLING_MSG.paymentSignature }).regex(/^[0-9a-f]{64}$/, BILLING_MSG.paymentSignature),
});

/** Major units with at most two decimals, within the plan limits. */
const PlanAmount = z
  .number({ error: BILLING_MSG.planAmount })
  .min(BILLING_LIMITS.planAmountMin, BILLING_MSG.planAmountRange)
  .max(BILLING_LIMITS.planAmountMax, BILLING_MSG.planAmountRange)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, BILLING_MSG.planAmountRange);
const PlanCredits = z.number({ error: BILLING_MSG.planCredits }).int(BILLING_MSG.planCreditsRange).min(1, BILLING_MSG.planCreditsRange).max(BILLING_LIMITS.planCreditsMax, BILLING_MSG.planCreditsRange);
/** A form's numeric text ("499", " 12 ") as its number; every other value as it is, for the schema to judge. */
const numericText = (v: unknown): unknown => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
/** A required choice: missing or not one of the choices ("EUR") both say `msg`. */
const required = <T extends z.ZodType>(schema: T, msg: string) => z.union([schema, z.undefined()], { error: msg }).refine((v) => v !== undefined, msg);

const PlanFields = z.strictObject({
  name: z.string({ error: BILLING_MSG.planName }).trim().min(1, BILLING_MSG.planName).max(BILLING_LIMITS.planNameMax, BILLING_MSG.planNameMax),
  /** Major units; a free plan costs 0 (it is granted on sign-up, never sold). */
  // Numeric text is taken too (the admin form may send "499"), but nothing else: z.coerce made
  // null, true and [] into 0 or 1 (`amount: null` created a free plan). The document says what the
  // checks are, in the JSON-number form clients should send.
  amount: z
    .preprocess(numericText, z.number({ error: BILLING_MSG.planAmount }).pipe(z.union([z.literal(0), PlanAmount], { error: BILLING_MSG.planAmountRange })))
    .meta({ type: 'number', anyOf: [{ enum: [0] }, { minimum: BILLING_LIMITS.planAmountMin, maximum: BILLING_LIMITS.planAmountMax, multipleOf: 0.01 }] }),
  currency: required(Currency, BILLING_MSG.planCurrency),
  credits: z.preprocess(numericText, PlanCredits).meta({ type: 'integer', minimum: 1, maximum: BILLING_LIMITS.planCreditsMax }),
  type: required(PlanType, BILLING_MSG.planType),
  data: z.string({ error: BILLING_MSG.planData }).trim().min(1, BILLING_MSG.planData).max(BILLING_LIMITS.planDataMax, BILLING_MSG.planDataMax),
});
/** A free plan costs 0 and only a free plan may (the amount rule that needs the type). */
const freeCostsNothing = (p: { amount: number; type?: PlanType | undefined }, ctx: z.RefinementCtx) => {
  if ((p.type === 'free') !== (p.amount === 0)) ctx.addIssue({ code: 'custom', path: ['amount'], message: p.type === 'free' ? BILLING_MSG.planFreeAmount : BILLING_MSG.planAmountRange });
};
export const CreatePlanBody = PlanFields.superRefine(freeCostsNothing);
/** Every field as on create, plus status. */
export const UpdatePlanBody = PlanFields.extend({ status: required(PlanStatus, BILLING_MSG.planStatus) }).superRefine(freeCostsNothing);

export const AdjustCreditsBody = z.strictObject({
  amount: z
    .number({ error: BILLING_MSG.adjustAmount })
    .int(BILLING_MSG.adjustAmount)
    .min(-BILLING_LIMITS.adjustMax, BILLING_MSG.adjustAmount)
    .max(BILLING_LIMITS.adjustMax, BILLING_MSG.adjustAmount)
    .refine((n) => n !== 0, BILLING_MSG.adjustAmount)
    .meta({ not: { enum: [0] } }), // the refine, in the document's words
  reason: z.string({ error: BILLING_MSG.adjustReason }).trim().min(1, BILLING_MSG.adjustReason).max(BILLING_LIMITS.adjustReasonMax, BILLING_MSG.adjustReasonMax),
});

/** Subunits of a major-unit amount, exactly (499.99 → 49999). */
export function toSubunits(amount: number): number {
  return Math.round(amount * 100);
}
/** Major units of a subunit amount (49999 → 499.99). */
export function fromSubunits(subunits: number): number {
  return subunits / 100;
}
