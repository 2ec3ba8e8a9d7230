// The object-storage port: local disk under DATA_DIR/objects (embedded) or a MinIO/S3 bucket.
// Keys are slash-separated relative paths, e.g. "images/<user>/<id>.webp".
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type * as Minio from 'minio';
import { uuidv7 } from './crypto';

export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** Throws unless the key is a plain relative path: no "..", no leading "/", no backslashes or NULs. */
export function assertObjectKey(key: string): void {
  const parts = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 1024 ||
    key.startsWith('/') ||
    /[\\\0]/.test(key) ||
    /^[a-zA-Z]:/.test(key) ||
    parts.some((p) => p === '' || p === '.' || p === '..');
  if (bad) throw new Error(`invalid object key "${key}"`);
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';
const META_SUFFIX = '.meta.json';

export class LocalDiskObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertObjectKey(key);
    if (key.endsWith(META_SUFFIX)) throw new Error(`invalid object key "${key}" (reserved suffix)`);
    return join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write to a temp name and rename, so a reader never sees half a file.
    const tmp = `${path}.${uuidv7()}.tmp`;
    await writeFile(`${path}${META_SUFFIX}`, JSON.stringify({ contentType }));
    await writeFile(tmp, body);
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
      if (isMissing(err)) return 'application/octet-stream';
      throw err;
    }
  }
}

export class MinioObjectStore implements ObjectStore {
  private readonly client: Minio.Client;
  private bucketReady?: Promise<void>;

  constructor(private readonly cfg: { endpoint: string; accessKey: string; secretKey: string; bucket: string }) {
    const url = new URL(cfg.endpoint);
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
    });
  }

  /** Creates the bucket if missing (once per process). */
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
      throw err;
    });
    return this.bucketReady;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.ensureBucket();
    await this.client.putObject(this.cfg.bucket, key, body, body.length, { 'Content-Type': contentType });
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    const meta = await this.stat(key);
    if (!meta) return null;
    const stream = await this.client.getObject(this.cfg.bucket, key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { body: Buffer.concat(chunks), contentType: meta.contentType };
  }

  async stat(key: string): Promise<{ size: number; contentType: string } | null> {
    assertObjectKey(key);
    await this.ensureBucket();
    try {
      const s = await this.client.statObject(this.cfg.bucket, key);
      const contentType = (s.metaData['content-type'] as string | undefined) ?? 'application/octet-stream';
      return { size: s.size, contentType };
    } catch (err) {
      if ((err as { code?: string }).code === 'NotFound' || (err as { code?: string }).code === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.ensureBucket();
    await this.client.removeObject(this.cfg.bucket, key);
  }
}
