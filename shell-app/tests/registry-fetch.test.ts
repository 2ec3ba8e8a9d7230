// /remotes.json is asked for by the entry, before the bootstrap chunk: the registry takes that early
// answer once, and any later read (a Retry) fetches again.
import { fetchRegistry, prefetchRegistry, REMOTES_URL } from '../src/federation/registry-fetch';

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  let n = 0;
  global.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    const body = { read: ++n };
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as unknown as typeof fetch;
});

test('the early read is taken once; the next read fetches again', async () => {
  prefetchRegistry();
  expect(calls).toEqual([REMOTES_URL]);
  expect(await fetchRegistry()).toEqual({ read: 1 });
  expect(await fetchRegistry()).toEqual({ read: 2 });
  expect(calls).toEqual([REMOTES_URL, REMOTES_URL]);
});

test('without an early read it fetches; an early failure reaches the reader, not the console', async () => {
  expect(await fetchRegistry()).toEqual({ read: 1 });
  global.fetch = jest.fn(async () => ({ ok: false, status: 503 }) as Response) as unknown as typeof fetch;
  prefetchRegistry();
  await new Promise((r) => setTimeout(r, 0));
  await expect(fetchRegistry()).rejects.toThrow('/remotes.json: HTTP 503');
});
