// Sealed secrets (AES-256-GCM) for values we must store but never show, e.g. GPU node api tokens,
// and the time-ordered ids (uuid v7) used for events and rows.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { v7 } from 'uuid';

const VERSION = 'v1';

function keyBytes(key: string): Buffer {
  const k = Buffer.from(key, 'base64');
  if (k.length !== 32) throw new Error('secrets key must be 32 bytes, base64-encoded');
  return k;
}

/** Returns "v1:<iv>:<tag>:<ciphertext>" (base64url parts). */
export function encryptSecret(key: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), iv);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ct].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join(':');
}

/** Throws if the value was not sealed with this key or was altered. */
export function decryptSecret(key: string, sealed: string): string {
  const parts = sealed.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('not a sealed secret');
  const [iv, tag, ct] = parts.slice(1).map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(ct!), decipher.final()]).toString('utf8');
}

export function uuidv7(): string {
  return v7();
}
