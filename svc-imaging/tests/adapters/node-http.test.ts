// The shared GPU-node HTTP client: redirects are refused (never followed), timeouts and aborts
// are told apart, exact bigint seeds in JSON, base_url joining; and the adapter registry.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ControllerName } from '@atelier/contracts';
import { createAdapters, cpuAdapter } from '../../src/adapters';
import { FooocusAdapter } from '../../src/adapters/fooocus/fooocus.adapter';
import { nodeUrl, stringifyWithBigInts, type NodeHttp } from '../../src/adapters/net/node-http';
import { ctx, instanceFor, nodeErrorOf, request, testHttp } from './support';

let server: Server;
let base: string;
let http: NodeHttp;
let followed = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/elsewhere') {
      followed++;
      return res.end('"pong"');
    }
    if (req.url?.startsWith('/slow')) return; // never answers
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  http = testHttp();
});
afterAll(async () => {
  await http.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

describe('NodeHttp', () => {
  it('refuses a redirect instead of following it', async () => {
    const err = await nodeErrorOf(http.call(`${base}/v1/generation/text-to-image`, { timeoutMs: 2000 }));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/302 redirect .*not followed/);
    expect(followed).toBe(0);
  });

  it('an adapter facing a redirecting node fails the job as unavailable', async () => {
    const adapter = new FooocusAdapter({ http, pollIntervalMs: 10 });
    const err = await nodeErrorOf(adapter.run(instanceFor('fooocus', base), request(), ctx()));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/redirect/);
  });

  it('a per-request timeout is a NodeError; the job signal rejects with its own reason', async () => {
    const err = await nodeErrorOf(http.call(`${base}/slow`, { timeoutMs: 100 }));
    expect(err.kind).toBe('unavailable');
    const ac = new AbortController();
    const pending = http.call(`${base}/slow`, { timeoutMs: 5000, signal: ac.signal });
    ac.abort(new Error('worker stopping'));
    await expect(pending).rejects.toThrow('worker stopping');
  });

  it('writes bigints as exact JSON integers', () => {
    expect(stringifyWithBigInts({ seed: 9223372036854775807n, n: 1, s: 'x' })).toBe('{"seed":9223372036854775807,"n":1,"s":"x"}');
  });

  it('joins base URLs with or without a path prefix', () => {
    expect(nodeUrl('http://10.0.0.2:8888', '/v1/generation/query-job', { job_id: 'a b' })).toBe('http://10.0.0.2:8888/v1/generation/query-job?job_id=a+b');
    expect(nodeUrl('https://gpu.example/fooocus/', '/ping')).toBe('https://gpu.example/fooocus/ping');
    expect(nodeUrl('https://gpu.example/comfy', '/history/x')).toBe('https://gpu.example/comfy/history/x');
  });
});

describe('createAdapters', () => {
  it('registers every controller_name, with the shared cpu adapter', () => {
    const adapters = createAdapters({ ssrf: { allowLoopback: true, allowedCidrs: [] } });
    expect([...adapters.keys()].sort()).toEqual(['a1111', 'comfyui', 'cpu', 'fooocus']);
    expect([...adapters.keys()].sort()).toEqual([...ControllerName.options].sort());
    expect(adapters.get('cpu')).toBe(cpuAdapter);
    for (const [name, adapter] of adapters) expect(adapter.controller).toBe(name);
  });
});
