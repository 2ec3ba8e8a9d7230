// @atelier/razorpay-sandbox — a local server speaking Razorpay's documented REST protocol, used as
// the test peer of svc-billing and as the "Test mode" payment provider of the embedded default.
//
//   createRazorpaySandbox(opts)  { plugin, control, close }: mount `plugin` under a prefix (the
//                                gateway uses /razorpay-sandbox); API at <prefix>/v1/…, the test-mode
//                                Checkout script at <prefix>/checkout.js.
//   startRazorpaySandbox(opts)   the same alone on 127.0.0.1:<free port>: { url, control, close() }.
//   control                      pay orders as a customer (success, failure, late capture), hold,
//                                release, redeliver and forge webhooks, inject faults per route,
//                                settle refunds, read the state.
export {
  createRazorpaySandbox,
  startRazorpaySandbox,
  type CheckoutSuccess,
  type Fault,
  type PayResult,
  type RazorpaySandbox,
  type RouteName,
  type SandboxControl,
  type SandboxOptions,
  type SandboxState,
  type StartedSandbox,
} from './sandbox';
export { MIN_AMOUNT, type Collection, type EventName, type Order, type Outcome, type Payment, type Refund, type WireNotes } from './ledger';
export { MSG as SANDBOX_MESSAGES, type ErrorBody } from './errors';
export { DELIVERY_TIMEOUT_MS, type Delivery, type SendOptions, type WebhookEnvelope, type WebhookEvent } from './webhooks';
export { checkoutSignature, webhookSignature } from './signatures';
