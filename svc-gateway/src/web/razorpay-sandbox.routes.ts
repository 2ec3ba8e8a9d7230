// Test-mode payments when no Razorpay keys are configured (the embedded default): the gateway
// serves @atelier/razorpay-sandbox at /razorpay-sandbox — Razorpay's REST API under /v1 for
// svc-billing's client (config.razorpay.apiBase points here), checkout.js for Pricing, and signed
// webhooks POSTed to our own /api/payment/webhook, so a purchase works offline end to end.
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@atelier/contracts';
import { RAZORPAY_SANDBOX_PATH, type RazorpayConfig } from '@atelier/platform';
import { createRazorpaySandbox } from '@atelier/razorpay-sandbox';

/** Where Razorpay (here: the sandbox) sends webhooks: the payment routes' webhook endpoint. */
export const PAYMENT_WEBHOOK_PATH = `${API_BASE}/payment/webhook`;

export async function registerRazorpaySandbox(app: FastifyInstance, razorpay: RazorpayConfig, publicUrl: string): Promise<void> {
  const sandbox = createRazorpaySandbox({
    keyId: razorpay.keyId,
    keySecret: razorpay.keySecret,
    webhookSecret: razorpay.webhookSecret,
    webhookUrl: `${publicUrl}${PAYMENT_WEBHOOK_PATH}`,
  });
  await app.register(async (scope) => {
    // Razorpay's API is not ours: kept out of the OpenAPI document at /docs.
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await scope.register(sandbox.plugin, { prefix: RAZORPAY_SANDBOX_PATH });
  });
  app.log.info({ path: RAZORPAY_SANDBOX_PATH }, 'payments in test mode: no RAZORPAY_KEY_ID, the Razorpay sandbox answers instead');
}
