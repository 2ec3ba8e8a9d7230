// Where the browser loads Razorpay Checkout from: Razorpay's public host, or — when the payment
// order says test_mode (the embedded sandbox provider, no keys configured) — the gateway's local
// sandbox script on our own origin, which defines the same `window.Razorpay` API. One home for
// both, read by Pricing (mfe-billing) and by whatever serves the sandbox script.
export const CHECKOUT_SCRIPT = {
  live: 'https://checkout.razorpay.com/v1/checkout.js',
  sandbox: '/razorpay-sandbox/checkout.js',
} as const;

/** The script for an order: the sandbox's for a test-mode order, else Razorpay's. */
export const checkoutScriptUrl = (testMode: boolean): string => (testMode ? CHECKOUT_SCRIPT.sandbox : CHECKOUT_SCRIPT.live);
