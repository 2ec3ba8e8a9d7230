// MinioObjectStore against a local S3 implementation (s3rver): the bucket is created when missing,
// objects round-trip with their content type, missing keys are null, bad keys are refused.
import { MinioObjectStore } from '../src/objects';
import { tempDir } from './support/temp-dir';

// s3rver ships no types; this is the part we use.
const S3rver = require('s3rver') as new (opts: { address: string; port: number; silent: boolean; directory: string }) => {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
};

describe('MinioObjectStore (s3rver)', () => {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir() });
  let store: MinioObjectStore;

  beforeAll(async () => {
    const { port } = await server.run();
    store = new MinioObjectStore({ endpoint: `http://127.0.0.1:${port}`, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'atelier-media' });
    await store.ensureBucket(); // creates it
    await store.ensureBucket(); // and is idempotent
  });
  afterAll(() => server.close());

  test('put, stat, get and delete with the content type', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    await store.put('images/u1/x.png', body, 'image/png');
    expect(await store.stat('images/u1/x.png')).toEqual({ size: body.length, contentType: 'image/png' });
    expect(await store.get('images/u1/x.png')).toEqual({ body, contentType: 'image/png' });
    await store.delete('images/u1/x.png');
    expect(await store.get('images/u1/x.png')).toBeNull();
    expect(await store.stat('images/u1/x.png')).toBeNull();
  });

  test('keys that could escape are refused before any request', async () => {
    await expect(store.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid object key/);
    await expect(store.get('/abs')).rejects.toThrow(/invalid object key/);
  });
});
