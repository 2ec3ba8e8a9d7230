// The part of Razorpay Checkout's browser API (checkout.js → `window.Razorpay`) Pricing uses:
// `new Razorpay(options)`, `.on('payment.failed', fn)`, `.open()`. The local sandbox script
// (test mode) defines the same API, so one code path serves both.
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } };
}

export interface RazorpayOptions {
  key: string;
  /** Subunits of currency. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  modal: { ondismiss(): void };
  handler(response: RazorpaySuccess): void;
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', fn: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;
