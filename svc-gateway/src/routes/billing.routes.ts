// Billing's routes outside the JSON table (contracts EXTRA_PATHS): Razorpay's webhook, whose
// signature covers the raw body bytes (so they are passed on untouched, never parsed and
// re-serialised), and the tax invoice PDF download.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BILLING_MSG, EXTRA_PATHS, WebhookAck } from '@atelier/contracts';
import { forRequest, type Services } from './context';
import { errorResponses } from './contract';
import { HttpError } from '../plugins/errors';
import { requireRole, type AccessClaims } from '../session/auth';

/** Razorpay's webhook bodies are small JSON documents; anything bigger is not one. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;
/** Razorpay waits 5 s for a 2xx; billing must answer well inside it (a 503 makes Razorpay retry). */
export const WEBHOOK_DEADLINE_MS = 4000;
export const SIGNATURE_HEADER = 'x-razorpay-signature';
export const EVENT_ID_HEADER = 'x-razorpay-event-id';

const InvoiceParams = z.strictObject({ id: z.string().min(1).max(64) });

/** A download name safe inside the header whatever billing sends. */
export function attachmentName(filename: string): string {
  const safe = filename.replace(/[^\w.-]/g, '_');
  return /\.pdf$/i.test(safe) ? safe : 'invoice.pdf';
}

const header = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

export function registerBillingRoutes(api: FastifyInstance, s: Omit<Services, 'app'>): void {
  // Its own scope, so the Buffer parser below applies to the webhook only.
  void api.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    hook.withTypeProvider<ZodTypeProvider>().post(
      EXTRA_PATHS.paymentWebhook,
      {
        // Razorpay calls this, not a browser: no session, no CSRF token; the HMAC signature is the proof.
        config: { csrfExempt: true },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          operationId: 'paymentWebhook',
          summary: `Razorpay's webhook: the raw body, signed in ${SIGNATURE_HEADER} (HMAC-SHA256 with the webhook secret)`,
          tags: ['payment'],
          response: { 200: WebhookAck, ...errorResponses },
        },
      },
      async (request) => {
        const signature = header(request.headers[SIGNATURE_HEADER]);
        const raw = request.body;
        if (!signature) throw new HttpError(400, BILLING_MSG.webhookSignature);
        if (!Buffer.isBuffer(raw) || raw.length === 0) throw new HttpError(400, BILLING_MSG.webhookBody);
        await forRequest(s, request).billing.HandleWebhook(
          { raw_body: raw, signature, event_id: header(request.headers[EVENT_ID_HEADER]) },
          { deadlineMs: WEBHOOK_DEADLINE_MS },
        );
        return { status: 'ok' as const };
      },
    );
  });

  api.withTypeProvider<ZodTypeProvider>().get(
    EXTRA_PATHS.invoice,
    {
      onRequest: [requireRole('user')],
      schema: {
        operationId: 'invoice',
        summary: 'A tax invoice of yours as a PDF (application/pdf, attachment); anyone else\'s is 404',
        tags: ['users'],
        params: InvoiceParams,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const res = await forRequest(s, request).billing.GetInvoice({ user_id: (request.user as AccessClaims).sub, invoice_id: request.params.id });
      // Bytes, not JSON: the plain reply type (the route's schemas type only its JSON error answers).
      const bytes: FastifyReply = reply;
      return bytes
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${attachmentName(res.filename)}"`)
        .header('cache-control', 'private, no-store')
        .send(res.pdf);
    },
  );
}
