// MinioObjectStore against a real MinIO (scripts/infra.sh builds and starts it; ATELIER_S3_*): uploads,
// reads, deletes, missing keys, the bucket made at start (idempotent, also when two replicas start
// at once), nothing readable without credentials, and a store that is down or hung answering
// UNAVAILABLE within the idle timeout, then working again once it is back.
import * as Minio from 'minio';
import { imageKeys, inputKey, uploadKey } from '@atelier/contracts';
import { objectStoreEnv, startTcpProxy, uniqueBucket, type TcpProxy } from '@atelier/testkit';
import { AppError, InvalidObjectKeyError, MinioObjectStore, objectsModule, type ObjectStore } from '../src';

const s3 = objectStoreEnv();
const endpoint = new URL(s3.endpoint);
const admin = new Minio.Client({ endPoint: endpoint.hostname, port: Number(endpoint.port), useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, pathStyle: true });
const buckets: string[] = [];

function freshBucket(): string {
  const b = uniqueBucket('objects-int');
  buckets.push(b);
  return b;
}

/** Empties and removes a test's bucket. */
async function dropBucket(bucket: string): Promise<void> {
  if (!(await admin.bucketExists(bucket))) return;
  const names: string[] = [];
  for await (const o of admin.listObjectsV2(bucket, '', true)) if (o.name) names.push(o.name);
  if (names.length) await admin.removeObjects(bucket, names);
  await admin.removeBucket(bucket);
}

afterAll(async () => {
  for (const b of buckets) await dropBucket(b);
});

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 255]);
const image = { id: '0192a4c0-0000-7000-8000-000000000001', user_id: '0192a4c0-0000-7000-8000-0000000000aa' };

describe('MinioObjectStore on a real MinIO', () => {
  const bucket = freshBucket();
  const store = new MinioObjectStore({ ...s3, bucket });

  test('the bucket is made at start, and starting again (another process) finds it', async () => {
    expect(await admin.bucketExists(bucket)).toBe(false);
    await store.ensureBucket();
    expect(await admin.bucketExists(bucket)).toBe(true);
    await new MinioObjectStore({ ...s3, bucket }).ensureBucket();
    expect(await admin.bucketExists(bucket)).toBe(true);
  });

  test('the objects module (what every process starts) makes the bucket, and a second start is no error', async () => {
    const b = freshBucket();
    // The module reads only its config (S3_* → config.s3) from the context.
    const start = () => objectsModule.start({ config: { s3: { ...s3, bucket: b }, dataDir: '/nonexistent' } } as never) as Promise<ObjectStore>;
    const first = await start();
    expect(first).toBeInstanceOf(MinioObjectStore);
    expect(await admin.bucketExists(b)).toBe(true);
    await first.put('images/public/x.png', png, 'image/png');
    const second = await start();
    expect((await second.get('images/public/x.png'))?.body).toEqual(png); // the same bucket, kept
  });

  test('replicas starting at once all get the bucket (one creates it, the others see it)', async () => {
    const b = freshBucket();
    await Promise.all(Array.from({ length: 4 }, () => new MinioObjectStore({ ...s3, bucket: b }).ensureBucket()));
    expect(await admin.bucketExists(b)).toBe(true);
  });

  test('upload, read, stat and delete keep the bytes and the content type', async () => {
    const { original, thumbnail } = imageKeys({ ...image, make_public: false });
    const webp = Buffer.from('RIFF\0\0\0\0WEBPVP8 fake');
    await store.put(original, png, 'image/png');
    await store.put(thumbnail, webp, 'image/webp');
    expect(await store.get(original)).toEqual({ body: png, contentType: 'image/png' });
    expect(await store.get(thumbnail)).toEqual({ body: webp, contentType: 'image/webp' });
    expect(await store.stat(original)).toEqual({ size: png.length, contentType: 'image/png' });
    // What MinIO itself holds, read with the root credentials.
    const held = await admin.statObject(bucket, original);
    expect(held.size).toBe(png.length);
    expect(held.metaData['content-type']).toBe('image/png');

    await store.delete(original);
    expect(await store.get(original)).toBeNull();
    expect(await store.stat(original)).toBeNull();
    expect(await store.get(thumbnail)).not.toBeNull(); // only what was asked
  });

  test('an overwrite replaces the object (a job re-run writes the same keys)', async () => {
    const key = inputKey(image.user_id, 'job-1', 'image');
    await store.put(key, Buffer.from('first'), 'image/png');
    await store.put(key, png, 'image/png');
    expect((await store.get(key))?.body).toEqual(png);
  });

  test('missing keys are null and deleting one is no error', async () => {
    expect(await store.get('images/public/never-written.png')).toBeNull();
    expect(await store.stat('images/public/never-written.png')).toBeNull();
    await expect(store.delete('images/public/never-written.png')).resolves.toBeUndefined();
  });

  test('a key that could escape is refused before any request', async () => {
    for (const key of ['../x', '/abs', 'a//b', 'a/./b', 'a\\b']) {
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.put(key, png, 'image/png')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    }
  });

  test('nothing in the bucket is readable or listable without credentials: the gateway is the only reader', async () => {
    const priv = imageKeys({ ...image, make_public: false }).original;
    const pub = imageKeys({ ...image, make_public: true }).original;
    const upload = uploadKey('0192a4c0-0000-7000-8000-0000000000ff');
    for (const key of [priv, pub, upload]) await store.put(key, png, 'image/png');
    for (const key of [priv, pub, upload]) {
      const res = await fetch(`${s3.endpoint}/${bucket}/${key}`);
      expect({ key, status: res.status }).toEqual({ key, status: 403 });
      expect(await res.text()).toContain('AccessDenied');
    }
    expect((await fetch(`${s3.endpoint}/${bucket}/`)).status).toBe(403); // no anonymous listing
    expect((await fetch(`${s3.endpoint}/${bucket}?policy`)).status).toBe(403);
    // Signed in, the same object is there: the 403 was about who asks, not a missing file.
    expect((await store.get(priv))?.body).toEqual(png);
  });
});

describe('MinioObjectStore when the store is down', () => {
  const bucket = freshBucket();
  let proxy: TcpProxy;
  let store: MinioObjectStore;
  const IDLE_MS = 800;

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: endpoint.hostname, port: Number(endpoint.port) });
    store = new MinioObjectStore({ ...s3, endpoint: proxy.url, bucket, idleTimeoutMs: IDLE_MS });
    await store.put('images/public/a.png', png, 'image/png');
  });
  afterAll(() => proxy.close());
  afterEach(() => {
    proxy.mode = 'pass';
  });

  test('refusing connections: every operation is UNAVAILABLE, not null and not a crash', async () => {
    proxy.mode = 'refuse';
    for (const op of [() => store.get('images/public/a.png'), () => store.stat('images/public/a.png'), () => store.put('images/public/b.png', png, 'image/png'), () => store.delete('images/public/a.png')]) {
      const err = await op().then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('UNAVAILABLE');
    }
  });

  test('hung (accepts, never answers): UNAVAILABLE after the idle timeout, not a hang', async () => {
    proxy.mode = 'hang';
    const t0 = Date.now();
    const err = await store.get('images/public/a.png').then(() => null, (e: unknown) => e);
    const took = Date.now() - t0;
    expect((err as AppError).code).toBe('UNAVAILABLE');
    // Not a speed figure: without the idle timeout this call never returns (the test would time out).
    expect(took).toBeLessThan(10_000);
  });

  test('back again: the same store instance works without a restart', async () => {
    proxy.mode = 'refuse';
    await expect(store.get('images/public/a.png')).rejects.toBeInstanceOf(AppError);
    proxy.mode = 'pass';
    expect((await store.get('images/public/a.png'))?.body).toEqual(png);
  });

  test('down at start: the bucket check fails UNAVAILABLE and is tried again at the next call', async () => {
    const b = freshBucket();
    const late = new MinioObjectStore({ ...s3, endpoint: proxy.url, bucket: b, idleTimeoutMs: IDLE_MS });
    proxy.mode = 'refuse';
    await expect(late.ensureBucket()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    proxy.mode = 'pass';
    await late.put('images/public/c.png', png, 'image/png');
    expect(await admin.bucketExists(b)).toBe(true);
  });
});
