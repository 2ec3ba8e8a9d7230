// The media route on a real MinIO (scripts/infra.sh; ATELIER_S3_*), reached through a proxy that can make
// it look down: files are served while it is up; while it refuses connections or hangs, /media answers a
// clear 503 in the house shape with Retry-After (not a 404 a browser or CDN would keep, not a 500, not a
// hang) and the gateway keeps running; once the store is back the same gateway serves the file again.
import * as Minio from 'minio';
import { imageKeys, MSG } from '@atelier/contracts';
import { MinioObjectStore } from '@atelier/platform';
import { objectStoreEnv, startTcpProxy, uniqueBucket, type TcpProxy } from '@atelier/testkit';
import type { FastifyInstance } from 'fastify';
import { testGateway } from './support/gateway';

const s3 = objectStoreEnv();
const endpoint = new URL(s3.endpoint);
const bucket = uniqueBucket('media-int');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const key = imageKeys({ id: '0192a4c0-0000-7000-8000-000000000010', user_id: '0192a4c0-0000-7000-8000-0000000000aa', make_public: true }).original;

let proxy: TcpProxy;
let app: FastifyInstance;

beforeAll(async () => {
  proxy = await startTcpProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
  const objects = new MinioObjectStore({ ...s3, endpoint: proxy.url, bucket, idleTimeoutMs: 800 });
  await objects.put(key, png, 'image/png');
  ({ app } = await testGateway({ objects }));
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  const admin = new Minio.Client({ endPoint: endpoint.hostname, port: Number(endpoint.port), useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, pathStyle: true });
  await admin.removeObject(bucket, key).catch(() => {});
  await admin.removeBucket(bucket).catch(() => {});
});

afterEach(() => {
  proxy.mode = 'pass';
});

const media = (path = key) => app.inject({ method: 'GET', url: `/media/${path}` });

test('a stored public image is served from MinIO; a missing one is 404', async () => {
  const res = await media();
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.rawPayload).toEqual(png);
  const missing = await media('images/public/0192a4c0-0000-7000-8000-0000000000ee.png');
  expect(missing.statusCode).toBe(404);
});

test.each(['refuse', 'hang'] as const)('store down (%s): 503 in the house shape with Retry-After, and the gateway lives on', async (mode) => {
  proxy.mode = mode;
  const res = await media();
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 'error', msg: MSG.unavailable });
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
  expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  // The same request's 404 would have said "no such file"; a missing key stays 503 too while down.
  expect((await media('images/public/0192a4c0-0000-7000-8000-0000000000ee.png')).statusCode).toBe(503);
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
});

test('store back: the same gateway serves the file again', async () => {
  proxy.mode = 'refuse';
  expect((await media()).statusCode).toBe(503);
  proxy.mode = 'pass';
  const res = await media();
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload).toEqual(png);
});
