// The sandbox itself: Razorpay's REST API under /v1 (Basic auth, the error envelope, per-route
// faults), the test-mode Checkout (checkout.js and the endpoint its Pay/Fail buttons call), signed
// webhooks, and the control tests drive it with. createRazorpaySandbox() gives a Fastify plugin to
// mount under any prefix (the gateway's /razorpay-sandbox); startRazorpaySandbox() runs it alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { SandboxError, badRequest, paymentFailure, serverError, unauthorized, urlNotFound, type ErrorBody } from './errors';
import { newId } from './ids';
import { Ledger, type Customer, type Order, type Outcome, type Payment, type Refund } from './ledger';
import { checkoutSignature } from './signatures';
import { Webhooks, type Delivery, type SendOptions, type WebhookEvent } from './webhooks';

export type RouteName =
  | 'orders.create'
  | 'orders.list'
  | 'orders.fetch'
  | 'orders.update'
  | 'orders.payments'
  | 'payments.fetch'
  | 'payments.capture'
  | 'payments.refund';

/** What a faulty route does instead of answering: a 5xx (SERVER_ERROR envelope), a 401 (bad-key
 *  envelope), no answer at all until the sandbox closes, or the normal answer after a delay. */
export type Fault = { status: 500 | 502 | 503 | 504 | 401 } | { hang: true } | { delayMs: number };

export interface SandboxOptions {
  /** Defaults: a fresh `rzp_test_…` key id and random secrets per sandbox. */
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where webhooks are POSTed; without one they are recorded only (see control.events()). */
  webhookUrl?: string;
  accountId?: string;
  /** Automatic redelivery delays after a failed delivery. */
  retryDelaysMs?: number[];
}

/** The customer's side of Checkout: what the handler receives on success. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export type PayResult = { payment: Payment; response: CheckoutSuccess } | { payment: Payment; error: ErrorBody };

export interface SandboxState {
  orders: Order[];
  payments: Payment[];
  refunds: Refund[];
}

export interface SandboxControl {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  /** Changes where webhooks go (undefined: record only). */
  setWebhookUrl(url: string | undefined): void;
  /** A customer pays `orderId` through Checkout: 'success' authorizes (and auto-captures unless the
   *  order asked for manual capture); 'failure' fails; 'late-capture' fails and is captured later —
   *  after `lateCaptureAfterMs`, or when lateCapture() is called. Webhooks follow as Razorpay's do. */
  pay(orderId: string, opts?: Customer & { outcome?: Outcome; lateCaptureAfterMs?: number }): PayResult;
  /** Captures a failed payment after all (payment.captured + order.paid follow). */
  lateCapture(paymentId: string): Payment;
  /** Holds every new webhook back (true) or sends the held ones and resumes (false). */
  holdWebhooks(on: boolean): void;
  /** The held webhooks not yet released. */
  heldEvents(): WebhookEvent[];
  /** Sends the held webhooks: each `times` times (or a [min, max] range per event), shuffled if asked,
   *  forged if asked. New events stay held. */
  releaseWebhooks(opts?: { times?: number | [number, number]; shuffle?: boolean; forge?: boolean }): Promise<Delivery[]>;
  /** Every event ever emitted, oldest first (with its exact body and correct signature). */
  events(name?: WebhookEvent['event']): WebhookEvent[];
  /** Sends one recorded event again (same event id), optionally with a chosen or forged signature. */
  deliver(eventId: string, opts?: SendOptions): Promise<Delivery[]>;
  /** Every delivery attempt with the receiver's answer. */
  deliveries(): Delivery[];
  /** Automatic deliveries wait this long first. */
  setWebhookDelay(ms: number): void;
  /** Makes `route` (or every route: '*') misbehave for its next `times` calls (default: until cleared). */
  fault(route: RouteName | '*', fault: Fault, times?: number): void;
  clearFaults(): void;
  /** New refunds stay `pending` until settleRefund() (true), or are processed at once (false, the default). */
  holdRefunds(on: boolean): void;
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): Refund;
  state(): SandboxState;
  order(id: string): Order;
  payment(id: string): Payment;
  refund(id: string): Refund;
}

export interface RazorpaySandbox {
  /** Mount with `app.register(sandbox.plugin, { prefix })`; API at `<prefix>/v1/…`, script at `<prefix>/checkout.js`. */
  plugin: FastifyPluginAsync;
  control: SandboxControl;
  /** Stops timers and deliveries and releases hung requests (the plugin also does this on the app's close). */
  close(): void;
}

/** How long a hung route keeps a request open at most (far beyond any client timeout). */
const HANG_MAX_MS = 120_000;
const CHECKOUT_JS = readFileSync(join(__dirname, 'checkout.js'), 'utf8');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The sandbox's name for a Razorpay API route (faults are set per name). */
    razorpayRoute?: RouteName;
  }
}

export function createRazorpaySandbox(opts: SandboxOptions = {}): RazorpaySandbox {
  const keyId = opts.keyId ?? newId('rzp_test_');
  const keySecret = opts.keySecret ?? newId('');
  const webhookSecret = opts.webhookSecret ?? newId('');
  const webhooks = new Webhooks({
    secret: webhookSecret,
    url: opts.webhookUrl,
    accountId: opts.accountId ?? newId('acc_'),
    retryDelaysMs: opts.retryDelaysMs,
  });
  const ledger = new Ledger((name, parts) => webhooks.publish(name, parts));
  const faults: { route: RouteName | '*'; fault: Fault; left: number }[] = [];
  const hangs = new Set<() => void>();
  const timers = new Set<NodeJS.Timeout>();

  function pay(orderId: string, o: Customer & { outcome?: Outcome; lateCaptureAfterMs?: number } = {}): PayResult {
    const outcome = o.outcome ?? 'success';
    const payment = ledger.attempt(orderId, outcome, o);
    if (outcome === 'success') {
      return {
        payment,
        response: { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: checkoutSignature(orderId, payment.id, keySecret) },
      };
    }
    if (outcome === 'late-capture' && o.lateCaptureAfterMs !== undefined) {
      const t = setTimeout(() => {
        timers.delete(t);
        try {
          ledger.lateCapture(payment.id);
        } catch {
          // The order was paid by another attempt meanwhile: Razorpay would refund; nothing to announce.
        }
      }, o.lateCaptureAfterMs);
      t.unref();
      timers.add(t);
    }
    return { payment, error: paymentFailure(orderId, payment.id) };
  }

  function takeFault(route: RouteName): Fault | undefined {
    const f = faults.find((x) => (x.route === route || x.route === '*') && x.left > 0);
    if (f) f.left -= 1;
    return f?.fault;
  }

  function close(): void {
    webhooks.close();
    for (const t of timers) clearTimeout(t);
    for (const release of hangs) release();
  }

  const control: SandboxControl = {
    keyId,
    keySecret,
    webhookSecret,
    setWebhookUrl: (url) => {
      webhooks.url = url;
    },
    pay,
    lateCapture: (id) => ledger.lateCapture(id),
    holdWebhooks: (on) => webhooks.hold(on),
    heldEvents: () => [...webhooks.held],
    releaseWebhooks: (o) => webhooks.release(o),
    events: (name) => webhooks.events.filter((e) => name === undefined || e.event === name),
    deliver: (id, o) => webhooks.deliver(id, o),
    deliveries: () => [...webhooks.deliveries],
    setWebhookDelay: (ms) => {
      webhooks.delayMs = ms;
    },
    fault: (route, fault, times = Number.POSITIVE_INFINITY) => {
      faults.unshift({ route, fault, left: times });
    },
    clearFaults: () => {
      faults.length = 0;
    },
    holdRefunds: (on) => {
      ledger.holdRefunds = on;
    },
    settleRefund: (id, outcome) => ledger.settleRefund(id, outcome),
    state: () => ({ orders: ledger.allOrders(), payments: ledger.allPayments(), refunds: ledger.allRefunds() }),
    order: (id) => ledger.orderView(id),
    payment: (id) => ledger.paymentView(id),
    refund: (id) => ledger.refundView(id),
  };

  /** Basic auth with the sandbox's key; a fault set for the route wins over everything. */
  async function guard(request: FastifyRequest): Promise<void> {
    const route = request.routeOptions.config.razorpayRoute;
    const fault = route ? takeFault(route) : undefined;
    if (fault && 'status' in fault) throw fault.status === 401 ? unauthorized() : serverError(fault.status);
    if (fault && 'hang' in fault) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, HANG_MAX_MS);
        hangs.add(() => {
          clearTimeout(t);
          resolve();
        });
      });
      throw serverError(504);
    }
    if (fault && 'delayMs' in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
    const header = request.headers.authorization;
    if (!header) throw unauthorized(true);
    const m = /^Basic\s+(.+)$/i.exec(header);
    const [id, secret] = m ? Buffer.from(m[1]!, 'base64').toString('utf8').split(/:(.*)/s) : [];
    if (id !== keyId || secret !== keySecret) throw unauthorized();
  }

  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('preClose', async () => close());
    app.setErrorHandler((err: Error & { statusCode?: number; validation?: unknown }, _request, reply) => {
      if (err instanceof SandboxError) return reply.status(err.statusCode).send({ error: err.body });
      // Malformed JSON and other client errors Fastify raises before a handler runs.
      if (err.statusCode && err.statusCode < 500) {
        const e = badRequest(err.statusCode === 415 ? 'The content type is not supported.' : 'The request body is not valid JSON.');
        return reply.status(400).send({ error: e.body });
      }
      return reply.status(500).send({ error: serverError().body });
    });
    app.setNotFoundHandler((_request, reply) => reply.status(400).send({ error: urlNotFound().body }));

    const api = (razorpayRoute: RouteName) => ({ config: { razorpayRoute }, preHandler: guard });
    type Id = { Params: { id: string } };
    app.post('/v1/orders', api('orders.create'), async (req) => ledger.createOrder(req.body));
    app.get('/v1/orders', api('orders.list'), async (req) => ledger.listOrders(req.query as Record<string, unknown>));
    app.get<Id>('/v1/orders/:id', api('orders.fetch'), async (req) => ledger.orderView(req.params.id));
    app.patch<Id>('/v1/orders/:id', api('orders.update'), async (req) => ledger.updateOrderNotes(req.params.id, req.body));
    app.get<Id>('/v1/orders/:id/payments', api('orders.payments'), async (req) => ledger.orderPayments(req.params.id));
    app.get<Id>('/v1/payments/:id', api('payments.fetch'), async (req) => ledger.paymentView(req.params.id));
    app.post<Id>('/v1/payments/:id/capture', api('payments.capture'), async (req) => ledger.capture(req.params.id, req.body));
    app.post<Id>('/v1/payments/:id/refund', api('payments.refund'), async (req) => {
      const key = req.headers['x-refund-idempotency'];
      return ledger.refund(req.params.id, req.body, typeof key === 'string' ? key : undefined);
    });

    // Test-mode Checkout: the script, and the unauthenticated endpoint its buttons call (the
    // customer's browser holds only the key id, as with Razorpay's own Checkout).
    app.get('/checkout.js', async (_req, reply) =>
      reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(CHECKOUT_JS),
    );
    // Like Razorpay's, the checkout runs on the shop's origin and calls the provider's: any origin
    // may call it (in the gateway it is same-origin anyway). Set before anything can fail, so error
    // answers reach the script too.
    const anyOrigin = { onRequest: async (_req: FastifyRequest, reply: FastifyReply) => void reply.header('access-control-allow-origin', '*') };
    app.options('/checkout/pay', anyOrigin, async (_req, reply) =>
      reply
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .status(204)
        .send(),
    );
    app.post<{ Body: { key_id?: unknown; order_id?: unknown; outcome?: unknown; email?: unknown; contact?: unknown; description?: unknown } }>(
      '/checkout/pay',
      anyOrigin,
      async (req) => {
        const b = req.body ?? {};
        if (b.key_id !== keyId) throw unauthorized(b.key_id === undefined);
        if (typeof b.order_id !== 'string') throw badRequest('The order_id field is required.', 'order_id');
        if (b.outcome !== 'success' && b.outcome !== 'failure') throw badRequest('The selected outcome is invalid.', 'outcome');
        const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
        const result = pay(b.order_id, { outcome: b.outcome, email: str(b.email), contact: str(b.contact), description: str(b.description) });
        // Success: the handler's payload; failure: what payment.failed handlers receive ({error}).
        return 'response' in result ? result.response : { error: result.error };
      },
    );
  };

  return { plugin, control, close };
}

export interface StartedSandbox {
  /** Base URL, e.g. http://127.0.0.1:41234 — the RAZORPAY_API_BASE (API at `${url}/v1`). */
  url: string;
  control: SandboxControl;
  close(): Promise<void>;
}

/** The sandbox alone on 127.0.0.1 and a free port. */
export async function startRazorpaySandbox(opts: SandboxOptions = {}): Promise<StartedSandbox> {
  const sandbox = createRazorpaySandbox(opts);
  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(sandbox.plugin);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    control: sandbox.control,
    close: async () => {
      sandbox.close();
      await app.close();
    },
  };
}
