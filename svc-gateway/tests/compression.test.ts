// Compressed answers: JSON of 1 KiB or more goes out as brotli or gzip, as the client accepts; small
// answers, clients that accept neither, and the live event stream go uncompressed; a compressed
// request body is never inflated (the upload budget counts Content-Length), so it is a 4xx.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@atelier/contracts';
import { uuidv7 } from '@atelier/platform';
import { COMPRESS_THRESHOLD } from '../src/plugins/compression';
import { PUBLIC_URL, testGateway } from './support/gateway';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testGateway());
});
afterAll(() => app.close());

test('a large JSON answer is brotli for a browser, gzip for a gzip-only client, identical once decoded', async () => {
  const plain = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(50 * COMPRESS_THRESHOLD);

  const br = await app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect([br.statusCode, br.headers['content-encoding']]).toEqual([200, 'br']);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

  const gz = await app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
});

test('answers under the threshold go as they are', async () => {
  const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
  expect(res.headers['content-encoding']).toBeUndefined();
});

test('a gzip request body is not inflated: 4xx in the one error format, nothing reaches a handler', async () => {
  const csrf = 'c'.repeat(43);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', origin: PUBLIC_URL, [CSRF_HEADER]: csrf, cookie: `${CSRF_COOKIE}=${csrf}` },
    payload: gzipSync(JSON.stringify({ email: 'ann@example.com', password: 'a'.repeat(12) })),
  });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json()).toMatchObject({ status: 'error' });
});

test('the live event stream is never compressed (a compressor would hold events back)', async () => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const cookie = `atelier_at=${app.jwt.sign({ sub: uuidv7(), role: 'user', sid: uuidv7() })}`;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/images/events', headers: { cookie, 'accept-encoding': 'br, gzip' } }, resolve);
    req.on('error', reject);
    req.end();
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(res.headers['content-encoding']).toBeUndefined();
  res.destroy();
});
