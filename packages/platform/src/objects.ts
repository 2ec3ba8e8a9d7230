// The object-storage port: local disk under DATA_DIR/objects (embedded) or a MinIO/S3 bucket.
// Keys are slash-separated relative paths, e.g. "images/<user>/<id>.webp".
// Failures are of two kinds a caller must tell apart: a key that is not one (InvalidObjectKeyError,
// the caller's mistake) and a store that cannot answer (AppError UNAVAILABLE: down, refusing, too
// slow, failing) — a missing key is neither, it is null.
import http from 'node:http';
import { mkdir, readFile, rm, stat, unlink, writeFile, rename } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type * as Minio from 'minio';
import { uuidv7 } from './crypto';
import { AppError } from './pure';

export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** A key that is not a plain relative path (or uses a reserved suffix): refused before any I/O. */
export class InvalidObjectKeyError extends Error {
  constructor(key: string, why = '') {
    super(`invalid object key "${key}"${why}`);
    this.name = 'InvalidObjectKeyError';
  }
}

/** Throws InvalidObjectKeyError unless the key is a plain relative path: no "..", no leading "/", no backslashes or NULs. */
export function assertObjectKey(key: string): void {
  const parts = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 1024 ||
    key.startsWith('/') ||
    /[\\\0]/.test(key) ||
    /^[a-zA-Z]:/.test(key) ||
    parts.some((p) => p === '' || p === '.' || p === '..');
  if (bad) throw new InvalidObjectKeyError(key);
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';
const META_SUFFIX = '.meta.json';

/** Content types a key's extension implies. The local-disk store writes no `.meta.json` for a put of
 *  the implied type (every image: one file write less, ~200 µs of CPU here, twice a job) and reads a
 *  missing one as the implied type. */
const IMPLIED_TYPES: Readonly<Record<string, string>> = { '.png': 'image/png', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.pdf': 'application/pdf' };
const impliedTypeOf = (path: string): string | undefined => IMPLIED_TYPES[extname(path).toLowerCase()];

export class LocalDiskObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertObjectKey(key);
    if (key.endsWith(META_SUFFIX)) throw new InvalidObjectKeyError(key, ' (reserved suffix)');
    return join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    const meta = `${path}${META_SUFFIX}`;
    // Written to a temp name and renamed, so a reader never sees half a file. The directory is made
    // when the write finds it missing, not before every put (each fs call is a trip through libuv's
    // thread pool: ~60 µs of CPU here for a mkdir of a directory that is there).
    const tmp = `${path}.${uuidv7()}.tmp`;
    await writeFile(tmp, body).catch(async (err: unknown) => {
      if (!isMissing(err)) throw err;
      await mkdir(dirname(path), { recursive: true });
      await writeFile(tmp, body);
    });
    // The type beside it, unless the extension implies it; then a meta file left by an earlier put
    // of another type must go.
    if (impliedTypeOf(path) === contentType)
      await unlink(meta).catch((err: unknown) => {
        if (!isMissing(err)) throw err;
      });
    else await writeFile(meta, JSON.stringify({ contentType }));
    await rename(tmp, path);
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    const path = this.pathOf(key);
    try {
      const [body, contentType] = await Promise.all([readFile(path), this.contentTypeOf(path)]);
      return { body, contentType };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number; contentType: string } | null> {
    const path = this.pathOf(key);
    try {
      const [s, contentType] = await Promise.all([stat(path), this.contentTypeOf(path)]);
      return s.isFile() ? { size: s.size, contentType } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}${META_SUFFIX}`, { force: true });
  }

  private async contentTypeOf(path: string): Promise<string> {
    try {
      return (JSON.parse(await readFile(`${path}${META_SUFFIX}`, 'utf8')) as { contentType: string }).contentType;
    } catch (err) {
      if (isMissing(err)) return impliedTypeOf(path) ?? 'application/octet-stream';
      throw err;
    }
  }
}

/** How long one request to the S3 server may stay silent (connecting, or between bytes) before it
 *  is abandoned as UNAVAILABLE: a hung store must cost a caller seconds, not its whole deadline. */
export const OBJECT_STORE_IDLE_TIMEOUT_MS = 5000;

/** S3 error codes that mean "no such object" (statObject says NotFound, getObject NoSuchKey). */
const MISSING_CODES = new Set(['NotFound', 'NoSuchKey']);

export interface MinioStoreConfig {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** OBJECT_STORE_IDLE_TIMEOUT_MS unless given (tests shorten it). */
  idleTimeoutMs?: number;
}

export class MinioObjectStore implements ObjectStore {
  private readonly client: Minio.Client;
  private bucketReady?: Promise<void>;

  constructor(private readonly cfg: MinioStoreConfig) {
    const url = new URL(cfg.endpoint);
    const idleMs = cfg.idleTimeoutMs ?? OBJECT_STORE_IDLE_TIMEOUT_MS;
    // Required here, not at start: only a process with S3_ENDPOINT needs the MinIO client, and
    // loading it costs ~6 MiB of heap the embedded default (objects on local disk) would carry.
    const { Client } = require('minio') as typeof Minio;
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      useSSL: url.protocol === 'https:',
      accessKey: cfg.accessKey,
      secretKey: cfg.secretKey,
      pathStyle: true,
      // The client sets no timeout of its own: a store that accepts connections and never answers
      // would hold every caller forever. Each request is destroyed after idleMs of silence.
      transport: {
        request: ((opts: http.RequestOptions, cb?: (res: http.IncomingMessage) => void) => {
          const req = (url.protocol === 'https:' ? require('node:https') : http).request(opts, cb) as http.ClientRequest;
          req.setTimeout(idleMs, () => req.destroy(Object.assign(new Error(`no answer from the object store within ${idleMs} ms`), { code: 'ETIMEDOUT' })));
          req.on('response', (res) => res.setTimeout(idleMs, () => res.destroy(new Error(`the object store stopped sending for ${idleMs} ms`))));
          return req;
        }) as unknown as typeof http.request,
      } as unknown as Minio.ClientOptions['transport'],
    });
  }

  /** Creates the bucket if missing (once per process; safe when replicas start together). */
  ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.cfg.bucket))) {
        try {
          await this.client.makeBucket(this.cfg.bucket);
        } catch (err) {
          // Another replica may have created it between our check and our create.
          if (!(await this.client.bucketExists(this.cfg.bucket))) throw err;
        }
      }
    })().catch((err) => {
      this.bucketReady = undefined;
      throw unavailable('prepare the bucket', err);
    });
    return this.bucketReady;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.ensureBucket();
    await this.client.putObject(this.cfg.bucket, key, body, body.length, { 'Content-Type': contentType }).catch((err) => {
      throw unavailable(`store ${key}`, err);
    });
  }

  /** One GET: the body and its content type from the same answer (no stat first, so an object
   *  deleted in between is null, not an error). */
  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    assertObjectKey(key);
    await this.ensureBucket();
    try {
      const stream = await this.client.getObject(this.cfg.bucket, key);
      const contentType = ((stream as unknown as http.IncomingMessage).headers?.['content-type'] as string | undefined) ?? 'application/octet-stream';
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return { body: Buffer.concat(chunks), contentType };
    } catch (err) {
      if (MISSING_CODES.has((err as { code?: string }).code ?? '')) return null;
      throw unavailable(`read ${key}`, err);
    }
  }

  async stat(key: string): Promise<{ size: number; contentType: string } | null> {
    assertObjectKey(key);
    await this.ensureBucket();
    try {
      const s = await this.client.statObject(this.cfg.bucket, key);
      const contentType = (s.metaData['content-type'] as string | undefined) ?? 'application/octet-stream';
      return { size: s.size, contentType };
    } catch (err) {
      if (MISSING_CODES.has((err as { code?: string }).code ?? '')) return null;
      throw unavailable(`stat ${key}`, err);
    }
  }

  /** Deleting a missing key is not an error (S3 answers 204 either way). */
  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.ensureBucket();
    await this.client.removeObject(this.cfg.bucket, key).catch((err) => {
      throw unavailable(`delete ${key}`, err);
    });
  }
}

/** The store could not do what was asked: UNAVAILABLE (503 at the edge), with the cause kept for the logs. */
function unavailable(what: string, err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = new AppError('UNAVAILABLE', `the object store could not ${what}: ${(err as Error)?.message ?? String(err)}`);
  (e as Error & { cause?: unknown }).cause = err;
  return e;
}
