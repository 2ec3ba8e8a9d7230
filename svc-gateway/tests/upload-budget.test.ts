// Load shedding on the image-upload routes, decided before the body is read: a Content-Length over
// the route's limit is 413 at once; while uploads hold the in-flight byte budget (or a user already
// has IMAGING_LIMITS.decodesPerUser uploads in flight) the next is 503 with Retry-After — another
// user is still admitted while bytes remain — and the places come back when the responses end. A
// refused body is drained, so a client still sending reads its 503, and cut off if it stalls.
// Real sockets: a held upload is a request whose body is only partly sent.
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, GATEWAY_MSG, IMAGE_BODY_LIMIT, IMAGING_LIMITS, IMAGING_MSG, INPAINT_BODY_LIMIT, routes } from '@atelier/contracts';
import { uuidv7 } from '@atelier/platform';
import { UploadBudget } from '../src/plugins/upload-budget';
import { PUBLIC_URL, testGateway } from './support/gateway';

const PATH = `/api${routes.upscaleGenerate.path}`;

let app: FastifyInstance;
let port: number;
const DRAIN_MS = 300;
const budget = new UploadBudget(2000, IMAGING_LIMITS.decodesPerUser, DRAIN_MS);
const inFlight = () => budget.inFlight();
const open: ClientRequest[] = [];

beforeAll(async () => {
  // Room for two 1000-byte uploads at once; the objects store is never reached (bodies are refused).
  ({ app } = await testGateway({ uploads: budget }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterEach(() => {
  for (const r of open.splice(0)) r.destroy();
});
afterAll(() => app.close());

/** A signed-in user's JSON POST headers (session cookie and CSRF pair). */
function headersOf(userId: string): Record<string, string> {
  const csrf = 'c'.repeat(43);
  return {
    'content-type': 'application/json',
    origin: PUBLIC_URL,
    [CSRF_HEADER]: csrf,
    cookie: `atelier_at=${app.jwt.sign({ sub: userId, role: 'user', sid: uuidv7() })}; ${CSRF_COOKIE}=${csrf}`,
  };
}

/** Starts a POST declaring `length` bytes and sends `sent` of them; resolves with the answer if
 *  the server answers before the rest (it never comes unless finish() is called). */
function upload(userId: string, length: number | null, sent = 10) {
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: PATH,
    headers: { ...headersOf(userId), ...(length === null ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }) },
  });
  open.push(req);
  const answer = new Promise<{ status: number; retryAfter?: string; body: unknown }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] as string | undefined, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined);
  req.write('{' + ' '.repeat(Math.max(0, sent - 1)));
  return { answer, finish: () => req.end(' '.repeat(Math.max(0, (length ?? sent) - sent - 1)) + '}') };
}

/** Waits until the gateway has admitted `n` uploads (they hold the budget while their bodies arrive). */
async function admitted(count: () => { uploads: number }, n: number) {
  for (let i = 0; i < 500 && count().uploads !== n; i++) await new Promise((r) => setTimeout(r, 10));
  expect(count().uploads).toBe(n);
}

test('the body limits come from the largest legal image (one data URL, plus a mask for in-painting)', () => {
  expect(IMAGE_BODY_LIMIT).toBe(IMAGING_LIMITS.dataUrlMax + 64 * 1024);
  expect(INPAINT_BODY_LIMIT).toBe(IMAGING_LIMITS.dataUrlMax + IMAGING_LIMITS.maskDataUrlMax + 64 * 1024);
  expect(IMAGING_LIMITS.dataUrlMax).toBe(4 * Math.ceil(IMAGING_LIMITS.inputFileMax / 3) + 'data:image/jpeg;base64,'.length);
  expect(routes.upscaleGenerate.bodyLimit).toBe(IMAGE_BODY_LIMIT);
  expect(routes.outpaintGenerate.bodyLimit).toBe(IMAGE_BODY_LIMIT);
  expect(routes.inpaintGenerate.bodyLimit).toBe(INPAINT_BODY_LIMIT);
  // Well under the 2 × 28 MiB + 64 KiB the routes took before issue 11.
  expect(INPAINT_BODY_LIMIT).toBeLessThan(30 * 1024 * 1024);
});

test('a Content-Length over the route limit is 413 in the one error format, before the body is sent', async () => {
  const { answer } = upload(uuidv7(), IMAGE_BODY_LIMIT + 1);
  expect(await answer).toMatchObject({ status: 413, body: { status: 'error', msg: GATEWAY_MSG.bodyTooLarge } });
});

test('uploads beyond the byte budget are 503 + Retry-After before their bodies are read; others still fit when bytes free up', async () => {
  const held = [upload(uuidv7(), 1000), upload(uuidv7(), 1000)];
  await admitted(inFlight, 2);
  // The budget (2000 bytes) is spent: a third user is shed at once, their body unread.
  const shed = await upload(uuidv7(), 1000).answer;
  expect(shed).toEqual({ status: 503, retryAfter: String(IMAGING_LIMITS.retryAfterSeconds), body: { status: 'error', msg: IMAGING_MSG.busy } });
  // A chunked body (no Content-Length) counts as the whole route limit: shed too.
  expect((await upload(uuidv7(), null).answer).status).toBe(503);
  // Finishing one held upload (answered: its JSON is not a valid body) frees its bytes.
  held[0]!.finish();
  expect((await held[0]!.answer).status).toBe(400);
  await admitted(inFlight, 1);
  const next = upload(uuidv7(), 1000);
  await admitted(inFlight, 2);
  next.finish();
  held[1]!.finish();
  expect([(await next.answer).status, (await held[1]!.answer).status]).toEqual([400, 400]);
  await admitted(inFlight, 0);
});

test('one user holds at most decodesPerUser uploads at once; another user is still admitted', async () => {
  const ann = uuidv7();
  const hers = Array.from({ length: IMAGING_LIMITS.decodesPerUser }, () => upload(ann, 100));
  await admitted(inFlight, IMAGING_LIMITS.decodesPerUser);
  expect(await upload(ann, 100).answer).toMatchObject({ status: 503, retryAfter: String(IMAGING_LIMITS.retryAfterSeconds) });
  const bob = upload(uuidv7(), 100);
  await admitted(inFlight, IMAGING_LIMITS.decodesPerUser + 1);
  bob.finish();
  expect((await bob.answer).status).toBe(400);
  // A client that goes away mid-body gives its place back too.
  for (const r of open.splice(0)) r.destroy();
  void hers;
  await admitted(inFlight, 0);
});

test('a refused upload sent in full at once still reads its 503: the body is drained, not reset', async () => {
  // 8 MB is over the 2,000-byte budget: refused at onRequest while the client is still writing.
  // Closing on the unread bytes resets the connection, often before fetch has read the answer.
  const body = '{' + ' '.repeat(8 * 1024 * 1024) + '}';
  const answers = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const res = await fetch(`http://127.0.0.1:${port}${PATH}`, { method: 'POST', headers: headersOf(uuidv7()), body }).catch((e: Error) => e);
      return res instanceof Error ? `${res.name}: ${(res.cause as Error | undefined)?.message ?? res.message}` : `${res.status} ${((await res.json()) as { msg: string }).msg}`;
    }),
  );
  expect(answers).toEqual(Array(6).fill(`503 ${IMAGING_MSG.busy}`));
  expect(inFlight()).toEqual({ bytes: 0, uploads: 0 });
});

test('a refused upload whose body stalls is cut off after drainMs', async () => {
  const stalled = upload(uuidv7(), 5000);
  expect((await stalled.answer).status).toBe(503);
  const socket = open[open.length - 1]!.socket!;
  const closedAfter = await new Promise<number>((resolve) => {
    const t0 = Date.now();
    if (socket.destroyed) resolve(0);
    socket.once('close', () => resolve(Date.now() - t0));
  });
  // The answer came at once; the connection lasted until the drain time ran out.
  expect(closedAfter).toBeGreaterThan(DRAIN_MS / 2);
});

test('UploadBudget: a reservation is released once, however often its release is called', () => {
  const b = new UploadBudget(100, 2);
  const r1 = b.reserve('ann', 60)!;
  expect(b.reserve('bob', 50)).toBeNull();
  r1();
  r1();
  expect(b.inFlight()).toEqual({ bytes: 0, uploads: 0 });
  expect(b.reserve('bob', 100)).not.toBeNull();
});
