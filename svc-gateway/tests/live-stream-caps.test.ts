// The live stream's caps over real sockets: a user's streams beyond the hub's streamsPerUser are
// refused with 429, and any stream beyond the gateway's streamsMax (LIVE_STREAMS_MAX) with 503,
// both in the one error format with Retry-After; nothing already open is closed to make room,
// and a closed stream frees its place. (The studio then polls: mfe-studio/tests/tracker.test.ts.)
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { GATEWAY_MSG, IMAGING_LIMITS } from '@atelier/contracts';
import { uuidv7 } from '@atelier/platform';
import { HUB_LIMITS, ImageEventsHub } from '../src/live/image-events.hub';
import { testGateway } from './support/gateway';

let app: FastifyInstance;
let base: string;
const hub = new ImageEventsHub('http://localhost/media/', { ...HUB_LIMITS, streamsPerUser: 2, streamsMax: 3 });
const aborts: AbortController[] = [];

beforeAll(async () => {
  ({ app } = await testGateway({ live: hub }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const a of aborts) a.abort();
  await app.close();
});

async function stream(userId: string) {
  const ac = new AbortController();
  aborts.push(ac);
  const res = await fetch(`${base}/api/images/events`, { headers: { cookie: `atelier_at=${app.jwt.sign({ sub: userId, role: 'user', sid: uuidv7() })}` }, signal: ac.signal });
  const body = res.status === 200 ? null : await res.json();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body, close: () => ac.abort() };
}

async function openStreams(n: number) {
  for (let i = 0; i < 500 && hub.openStreams() !== n; i++) await new Promise((r) => setTimeout(r, 10));
  expect(hub.openStreams()).toBe(n);
}

test('per user 429, per gateway 503, both with Retry-After; a closed stream frees its place', async () => {
  const ann = uuidv7();
  const [a1, a2] = [await stream(ann), await stream(ann)];
  expect([a1.status, a2.status]).toEqual([200, 200]);
  const a3 = await stream(ann);
  expect(a3).toMatchObject({ status: 429, retryAfter: String(IMAGING_LIMITS.retryAfterSeconds), body: { status: 'error', msg: GATEWAY_MSG.tooManyStreams } });
  expect(hub.connections(ann)).toBe(2);

  const bob = await stream(uuidv7());
  expect(bob.status).toBe(200);
  const cy = await stream(uuidv7());
  expect(cy).toMatchObject({ status: 503, retryAfter: String(IMAGING_LIMITS.retryAfterSeconds), body: { status: 'error', msg: GATEWAY_MSG.streamsFull } });

  a1.close();
  await openStreams(2);
  expect((await stream(uuidv7())).status).toBe(200);
});
