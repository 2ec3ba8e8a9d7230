// gRPC kit: server + promisified clients, health checks, deadlines, and the error mapping from a
// handler's AppError to the client and on to HTTP — each case twice: over loopback, and in-process
// (a service of the client's own process, called without the network: grpc/in-process.ts), which
// must behave the same. grpc-in-process.test.ts has what only the in-process path does.
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import type { MethodDefinition } from '@grpc/proto-loader';
import { GrpcClientsImpl, withCallOptions } from '../src/grpc/clients';
import { MSG } from '@atelier/contracts';
import { APP_CODE_KEY, AppError, RETRY_AFTER_KEY, appErrorCodeOf, grpcErrorOf, httpStatusOf, type AppErrorCode } from '../src/grpc/errors';
import { CALLER_GONE, GrpcServerImpl, callSignal } from '../src/grpc/server';
import type { GrpcClient } from '../src/grpc/service-types';
import { silentLogger } from './support/silent-logger';

const echoPkg = grpc.loadPackageDefinition(protoLoader.loadSync(join(__dirname, 'support/echo.proto'))) as any;
interface EchoRequest {
  text: string;
  delayMs?: number;
  failCode?: string;
}
/** What proto/gen would generate for echo.proto: the test uses the typed server and client as a service does. */
type EchoDefinition = grpc.ServiceDefinition & { Echo: MethodDefinition<EchoRequest, { text: string }> };
const EchoService = echoPkg.atelier.identity.v1.EchoService as grpc.ServiceClientConstructor & { service: EchoDefinition };
const healthPkg = grpc.loadPackageDefinition(
  protoLoader.loadSync(join(__dirname, '../proto/grpc/health/v1/health.proto'), { enums: String }),
) as any;

type EchoClient = GrpcClient<EchoDefinition>;

describe.each([
  ['over loopback', false],
  ['in-process', true],
] as const)('gRPC server and clients (%s)', (_path, inProcess) => {
  const server = new GrpcServerImpl(silentLogger);
  let clients: GrpcClientsImpl;
  let echo: EchoClient;
  /** The signal of the last 'watch' call and its abort reason, once it aborts. */
  let watched: { signal: AbortSignal; gone: Promise<unknown> } | undefined;
  let answered: AbortSignal | undefined;

  beforeAll(async () => {
    server.add(EchoService.service, {
      async Echo(req, call) {
        // 'metadata' answers with the x-* metadata the call carried.
        if (req.text === 'metadata') return { text: Object.entries(call.metadata.getMap()).filter(([k]) => k.startsWith('x-')).map(([k, v]) => `${k}=${v}`).join(' ') };
        // 'answered' keeps the signal of a call it answers at once.
        if (req.text === 'answered') {
          answered = callSignal(call);
          return { text: 'done' };
        }
        // 'watch' keeps its caller waiting until the call's signal says the caller is gone.
        if (req.text === 'watch') {
          const signal = callSignal(call);
          const gone = new Promise<unknown>((resolve) => signal.addEventListener('abort', () => resolve(signal.reason), { once: true }));
          watched = { signal, gone };
          await gone;
          return { text: 'too late' };
        }
        // 'fields' answers with what the request carried after decoding, and a field its message lacks.
        if (req.text === 'fields') return { text: JSON.stringify(req), unknown: 'dropped by the encoding' } as { text: string };
        if (req.delayMs) await new Promise((r) => setTimeout(r, req.delayMs));
        if (req.failCode === 'BUG') throw new Error('secret table name leaked');
        // A throttle that knows when it lifts (identity's sign-in throttle does).
        if (req.failCode === 'THROTTLED') throw new AppError('RESOURCE_EXHAUSTED', `slow down: ${req.text}`, 42);
        if (req.failCode) throw new AppError(req.failCode as AppErrorCode, `failed: ${req.text}`);
        return { text: `echo ${req.text}` };
      },
    });
    clients = new GrpcClientsImpl({}, server, inProcess);
    echo = clients.get('identity', EchoService);
    // Calls made before the server binds wait for it (clients are created in the start phase).
    const early = echo.Echo({ text: 'early' });
    await server.bind('127.0.0.1', 0);
    await expect(early).resolves.toEqual({ text: 'echo early' });
  });
  afterAll(async () => {
    clients.close();
    await server.shutdown(1000);
  });

  test('round trip through the in-process address', async () => {
    expect(server.address()).toMatch(/^127\.0\.0\.1:\d+$/);
    await expect(echo.Echo({ text: 'hi' })).resolves.toEqual({ text: 'echo hi' });
  });

  test('request and answer make the protobuf round trip: a field the message lacks is gone both ways', async () => {
    const sent = { text: 'fields', failCode: '', stray: 'not in EchoRequest' } as EchoRequest;
    const answer = await echo.Echo(sent);
    expect(answer).toEqual({ text: answer.text });
    expect(JSON.parse(answer.text)).not.toHaveProperty('stray');
    expect(JSON.parse(answer.text)).toMatchObject({ text: 'fields' });
  });

  test('health reports SERVING for the server and each service, NOT_FOUND for others', async () => {
    const health = new healthPkg.grpc.health.v1.Health(server.address(), grpc.credentials.createInsecure());
    const check = (service: string) =>
      new Promise<any>((resolve, reject) => health.Check({ service }, (err: unknown, res: unknown) => (err ? reject(err) : resolve(res))));
    await expect(check('')).resolves.toEqual({ status: 'SERVING' });
    await expect(check('atelier.identity.v1.EchoService')).resolves.toEqual({ status: 'SERVING' });
    await expect(check('atelier.nope.v1.NopeService')).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    health.close();
  });

  test("an AppError keeps its code and message end to end, and maps to the HTTP status", async () => {
    const cases: Array<[AppErrorCode, number]> = [
      ['INVALID_ARGUMENT', 400],
      ['UNAUTHENTICATED', 401],
      ['PERMISSION_DENIED', 403],
      ['NOT_FOUND', 404],
      ['ALREADY_EXISTS', 409],
      ['FAILED_PRECONDITION', 409],
      ['PAYMENT_REQUIRED', 402],
      ['RESOURCE_EXHAUSTED', 429],
      // Shed load (imaging's decoder full): 503, and the one 5xx that keeps its message.
      ['OVERLOADED', 503],
    ];
    for (const [code, status] of cases) {
      const err = await echo.Echo({ text: 'x', failCode: code }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code, message: 'failed: x' });
      expect(httpStatusOf(err)).toEqual({ status, msg: 'failed: x' });
    }
  });

  /** The refusal of the echo service (`failCode`) as grpc-js hands it to a plain client: status and trailers. */
  async function rawRefusal(failCode: string): Promise<grpc.ServiceError> {
    const raw = new EchoService(server.address()!, grpc.credentials.createInsecure());
    try {
      return await new Promise<grpc.ServiceError>((resolve) => raw.Echo({ text: 'x', failCode }, (err: grpc.ServiceError) => resolve(err)));
    } finally {
      raw.close();
    }
  }

  /** The error a caller gets from a second service that relays the echo's refusal (`failCode`) as
   *  imaging relays billing's: a server of its own whose handler calls the echo service. */
  async function throughRelay(failCode: string): Promise<unknown> {
    const relay = new GrpcServerImpl(silentLogger);
    relay.add(EchoService.service, { Echo: (req) => echo.Echo({ ...req, text: `relayed ${req.text}` }) });
    await relay.bind('127.0.0.1', 0);
    const relayClients = new GrpcClientsImpl({}, relay, inProcess);
    try {
      return await relayClients.get('identity', EchoService).Echo({ text: 'x', failCode }).catch((e: unknown) => e);
    } finally {
      relayClients.close();
      await relay.shutdown(1000);
    }
  }

  test('PAYMENT_REQUIRED crosses as FAILED_PRECONDITION with its name in the trailers, and through a second hop unchanged', async () => {
    const seen = await rawRefusal('PAYMENT_REQUIRED');
    expect(seen.code).toBe(grpc.status.FAILED_PRECONDITION);
    expect(seen.metadata.get(APP_CODE_KEY)).toEqual(['PAYMENT_REQUIRED']);
    // A service passing on what it was told (imaging passing billing's refusal): still 402 at the edge.
    const err = await throughRelay('PAYMENT_REQUIRED');
    expect(err).toMatchObject({ code: 'PAYMENT_REQUIRED', message: 'failed: relayed x' });
    expect(httpStatusOf(err)).toEqual({ status: 402, msg: 'failed: relayed x' });
  });

  test("a refusal's Retry-After crosses in the trailers, through a second hop, to the HTTP answer", async () => {
    const seen = await rawRefusal('THROTTLED');
    expect(seen.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(seen.metadata.get(RETRY_AFTER_KEY)).toEqual(['42']);
    const direct = await echo.Echo({ text: 'x', failCode: 'THROTTLED' }).catch((e: unknown) => e);
    expect(direct).toMatchObject({ code: 'RESOURCE_EXHAUSTED', retryAfterSeconds: 42 });
    expect(httpStatusOf(await throughRelay('THROTTLED'))).toEqual({ status: 429, msg: 'slow down: relayed x', retryAfterSeconds: 42 });
  });

  test('a Retry-After is believed only on a 429 or 503, and only as 1 s to a day', () => {
    const withRetry = (value: string) => {
      const metadata = new grpc.Metadata();
      metadata.set(RETRY_AFTER_KEY, value);
      return metadata;
    };
    expect(httpStatusOf({ code: grpc.status.UNAVAILABLE, details: 'x', metadata: withRetry('7') })).toEqual({ status: 503, msg: MSG.unavailable, retryAfterSeconds: 7 });
    expect(httpStatusOf({ code: grpc.status.FAILED_PRECONDITION, details: 'busy', metadata: withRetry('7') })).toEqual({ status: 409, msg: 'busy' });
    for (const bad of ['0', '-1', '1.5', 'soon', '86401', '9999999']) {
      expect(httpStatusOf({ code: grpc.status.RESOURCE_EXHAUSTED, details: 'cap', metadata: withRetry(bad) })).toEqual({ status: 429, msg: 'cap' });
    }
    expect(httpStatusOf(new AppError('RESOURCE_EXHAUSTED', 'cap', 86_400))).toEqual({ status: 429, msg: 'cap', retryAfterSeconds: 86_400 });
    expect(grpcErrorOf(new AppError('RESOURCE_EXHAUSTED', 'cap')).metadata).toBeUndefined();
  });

  test('an unexpected handler error becomes INTERNAL without leaking its detail', async () => {
    const err = await echo.Echo({ text: 'x', failCode: 'BUG' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'INTERNAL' });
    expect((err as Error).message).not.toContain('secret');
    expect((err as Error).message).toBe(MSG.genericError);
    expect(httpStatusOf(err)).toEqual({ status: 500, msg: MSG.genericError });
  });

  test('a missed deadline is UNAVAILABLE, i.e. HTTP 503', async () => {
    const started = Date.now();
    const err = await echo.Echo({ text: 'slow', delayMs: 500 }, { deadlineMs: 100 }).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(400);
    expect(err).toMatchObject({ code: 'UNAVAILABLE' });
    expect(httpStatusOf(err).status).toBe(503);
  });

  test("callSignal: a handler learns that its caller is gone (the caller's deadline passed), with UNAVAILABLE as the reason", async () => {
    watched = undefined;
    await expect(echo.Echo({ text: 'watch' }, { deadlineMs: 200 })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const reason = await watched!.gone;
    expect(watched!.signal.aborted).toBe(true);
    expect(reason).toBeInstanceOf(AppError);
    expect(reason).toMatchObject({ code: 'UNAVAILABLE', message: CALLER_GONE });
  });

  test('callSignal: a call answered is not aborted when its stream closes afterwards (no error built for every call)', async () => {
    for (let i = 0; i < 3; i++) await expect(echo.Echo({ text: 'answered' })).resolves.toEqual({ text: 'done' });
    await new Promise((r) => setTimeout(r, 50));
    expect(answered!.aborted).toBe(false);
  });

  test('the client-level default deadline applies to every call', async () => {
    const impatient = clients.get('identity', EchoService, { deadlineMs: 50 });
    await expect(impatient.Echo({ text: 'slow', delayMs: 300 })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  test('withCallOptions puts its metadata and deadline under every call; the call\'s own options win', async () => {
    const requestMd = new grpc.Metadata();
    requestMd.set('x-request-id', 'req-1');
    const bound = withCallOptions(echo, { metadata: requestMd });
    await expect(bound.Echo({ text: 'metadata' })).resolves.toEqual({ text: 'x-request-id=req-1' });
    const own = new grpc.Metadata();
    own.set('x-tenant', 't-1');
    await expect(bound.Echo({ text: 'metadata' }, { metadata: own })).resolves.toEqual({ text: 'x-request-id=req-1 x-tenant=t-1' });
    expect(requestMd.get('x-tenant')).toEqual([]); // the defaults are not changed by a call

    const hurried = withCallOptions(echo, { deadlineMs: 50 });
    await expect(hurried.Echo({ text: 'slow', delayMs: 300 })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await expect(hurried.Echo({ text: 'slow', delayMs: 100 }, { deadlineMs: 2000 })).resolves.toEqual({ text: 'echo slow' });
  });

  test('a call to an in-process server that never binds fails at its deadline', async () => {
    const unbound = new GrpcServerImpl(silentLogger);
    unbound.add(EchoService.service, { Echo: async () => ({ text: 'never' }) });
    const c = new GrpcClientsImpl({}, unbound, inProcess).get('identity', EchoService, { deadlineMs: 100 });
    await expect(c.Echo({ text: 'x' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  test('a service with no address in this process and no SVC_*_ADDR fails clearly', async () => {
    const elsewhere = new GrpcClientsImpl({}, undefined).get('billing', EchoService);
    await expect(elsewhere.Echo({ text: 'x' })).rejects.toThrow(/SVC_BILLING_ADDR/);
  });

  test('SVC_<NAME>_ADDR is used for services not in this process', async () => {
    const remote = new GrpcClientsImpl({ identity: server.address() }, undefined);
    await expect(remote.get('identity', EchoService).Echo({ text: 'far' })).resolves.toEqual({ text: 'echo far' });
    remote.close();
  });
});

describe('httpStatusOf', () => {
  test('plain errors are 500 with the generic message', () => {
    expect(httpStatusOf(new Error('select * from users'))).toEqual({ status: 500, msg: MSG.genericError });
    expect(httpStatusOf('boom')).toEqual({ status: 500, msg: MSG.genericError });
    expect(httpStatusOf(new AppError('INTERNAL', 'db down'))).toEqual({ status: 500, msg: MSG.genericError });
  });
  test('raw grpc errors are mapped by status code', () => {
    expect(httpStatusOf({ code: grpc.status.NOT_FOUND, details: 'no such user' })).toEqual({ status: 404, msg: 'no such user' });
    expect(httpStatusOf({ code: grpc.status.DEADLINE_EXCEEDED, details: 'x' }).status).toBe(503);
    expect(httpStatusOf({ code: grpc.status.DATA_LOSS, details: 'x' })).toEqual({ status: 500, msg: MSG.genericError });
  });
  test('the app-code marker refines only the status it belongs to', () => {
    const marked = (code: string) => {
      const metadata = new grpc.Metadata();
      metadata.set(APP_CODE_KEY, code);
      return metadata;
    };
    expect(appErrorCodeOf(grpc.status.FAILED_PRECONDITION)).toBe('FAILED_PRECONDITION');
    expect(appErrorCodeOf(grpc.status.FAILED_PRECONDITION, marked('PAYMENT_REQUIRED'))).toBe('PAYMENT_REQUIRED');
    expect(httpStatusOf({ code: grpc.status.FAILED_PRECONDITION, details: 'pay', metadata: marked('PAYMENT_REQUIRED') })).toEqual({ status: 402, msg: 'pay' });
    expect(httpStatusOf({ code: grpc.status.FAILED_PRECONDITION, details: 'busy' })).toEqual({ status: 409, msg: 'busy' });
    expect(httpStatusOf({ code: grpc.status.RESOURCE_EXHAUSTED, details: 'shed', metadata: marked('OVERLOADED') })).toEqual({ status: 503, msg: 'shed' });
    expect(httpStatusOf({ code: grpc.status.RESOURCE_EXHAUSTED, details: 'cap' })).toEqual({ status: 429, msg: 'cap' });
    // UNAVAILABLE (a service down) still never shows its detail.
    expect(httpStatusOf({ code: grpc.status.UNAVAILABLE, details: 'connect ECONNREFUSED', metadata: marked('OVERLOADED') })).toEqual({ status: 503, msg: MSG.unavailable });
    // A marker on another status, or naming a code that needs none, changes nothing.
    expect(appErrorCodeOf(grpc.status.UNAVAILABLE, marked('PAYMENT_REQUIRED'))).toBe('UNAVAILABLE');
    expect(appErrorCodeOf(grpc.status.FAILED_PRECONDITION, marked('NOT_FOUND'))).toBe('FAILED_PRECONDITION');
    expect(appErrorCodeOf(grpc.status.FAILED_PRECONDITION, marked('nonsense'))).toBe('FAILED_PRECONDITION');
  });
  test('grpcErrorOf marks only refined codes', () => {
    expect(grpcErrorOf(new AppError('NOT_FOUND', 'gone'))).toEqual({ code: grpc.status.NOT_FOUND, details: 'gone' });
    const paid = grpcErrorOf(new AppError('PAYMENT_REQUIRED', 'pay'));
    expect(paid).toMatchObject({ code: grpc.status.FAILED_PRECONDITION, details: 'pay' });
    expect(paid.metadata!.get(APP_CODE_KEY)).toEqual(['PAYMENT_REQUIRED']);
  });
});
