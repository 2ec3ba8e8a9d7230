// The API token a claim hands to the node adapter: decrypted once per sealed text and key (a worker
// claims on the same instances all day), and a changed token — sealed anew — is the one used next.
import { encryptSecret } from '@atelier/platform';
import type { InstanceRow } from '../src/repo/models.repository';
import type { ImagingContext } from '../src/service/context';
import { toNodeInstance } from '../src/worker/claim';

const keyA = Buffer.alloc(32, 1).toString('base64');
const keyB = Buffer.alloc(32, 2).toString('base64');
const ctxOf = (secretsKey: string) => ({ secretsKey }) as ImagingContext;
const instance = (sealed: string | null) => ({ id: 'i1', name: 'node', controller_name: 'a1111', settings: { base_url: 'http://x' }, api_token_sealed: sealed }) as unknown as InstanceRow;

test('the same sealed token twice, a re-sealed new one, the same text under another key, none', () => {
  const first = encryptSecret(keyA, 'user:first');
  expect(toNodeInstance(ctxOf(keyA), instance(first)).apiToken).toBe('user:first');
  expect(toNodeInstance(ctxOf(keyA), instance(first)).apiToken).toBe('user:first');
  expect(toNodeInstance(ctxOf(keyA), instance(encryptSecret(keyA, 'user:second'))).apiToken).toBe('user:second');
  // Another key cannot open it: remembered plaintext must not answer for it.
  expect(() => toNodeInstance(ctxOf(keyB), instance(first))).toThrow();
  expect(toNodeInstance(ctxOf(keyA), instance(null)).apiToken).toBe('');
});
