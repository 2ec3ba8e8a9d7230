// Sealed secrets round-trip and refuse altered or foreign ciphertexts; uuid v7 ids sort by time.
import { randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret, uuidv7 } from '../src/crypto';

const key = randomBytes(32).toString('base64');

describe('sealed secrets', () => {
  test('round trip, with a fresh IV each time', () => {
    const a = encryptSecret(key, 'gpu-node-token ✓');
    const b = encryptSecret(key, 'gpu-node-token ✓');
    expect(a).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(a).not.toEqual(b);
    expect(decryptSecret(key, a)).toBe('gpu-node-token ✓');
  });

  test('tampering with any part is detected', () => {
    const sealed = encryptSecret(key, 'secret');
    const parts = sealed.split(':');
    for (const i of [1, 2, 3]) {
      const bytes = Buffer.from(parts[i]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      const altered = [...parts];
      altered[i] = bytes.toString('base64url');
      expect(() => decryptSecret(key, altered.join(':'))).toThrow();
    }
  });

  test('another key cannot open it; malformed values and bad keys are refused', () => {
    const sealed = encryptSecret(key, 'secret');
    expect(() => decryptSecret(randomBytes(32).toString('base64'), sealed)).toThrow();
    expect(() => decryptSecret(key, 'plain text')).toThrow('not a sealed secret');
    expect(() => encryptSecret('c2hvcnQ=', 'x')).toThrow(/32 bytes/);
  });
});

test('uuidv7 ids are version 7 and increase', () => {
  const ids = Array.from({ length: 100 }, () => uuidv7());
  expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(true);
  expect([...ids].sort()).toEqual(ids);
});
