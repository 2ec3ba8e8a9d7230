// SSRF rules for GPU-node URLs: forbidden ranges, loopback switch, explicit CIDR allowances,
// IPv6 and IPv4-in-IPv6 spellings, names, and the connect-time guard against DNS rebinding.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeHttp } from '../../src/adapters/net/node-http';
import { addressRefusal, assertNodeUrlAllowed, guardedLookup, parseCidr, ssrfPolicyFromEnv, SsrfError, type SsrfPolicy } from '../../src/adapters/net/ssrf';
import { NodeError } from '../../src/adapters/types';

const strict: SsrfPolicy = { allowLoopback: false, allowedCidrs: [] };
const loopbackOk: SsrfPolicy = { allowLoopback: true, allowedCidrs: [] };

describe('addressRefusal', () => {
  it.each([
    ['169.254.169.254', /metadata/],
    ['169.254.10.1', /link-local/],
    ['fe80::1', /link-local/],
    ['fd00:ec2::254', /metadata/],
    ['100.100.100.200', /metadata/],
    ['0.0.0.0', /unspecified/],
    ['0.1.2.3', /unspecified/],
    ['::', /unspecified/],
    ['224.0.0.1', /multicast/],
    ['239.255.255.250', /multicast/],
    ['ff02::1', /multicast/],
    ['255.255.255.255', /broadcast/],
    ['127.0.0.1', /loopback/],
    ['127.8.9.10', /loopback/],
    ['::1', /loopback/],
    ['::ffff:127.0.0.1', /loopback/],
    ['::ffff:7f00:1', /loopback/],
    ['::ffff:169.254.169.254', /metadata/],
    ['::ffff:a9fe:a9fe', /metadata/],
    ['64:ff9b::169.254.169.254', /metadata/],
    ['::169.254.1.1', /link-local/],
  ])('refuses %s', (ip, why) => {
    expect(addressRefusal(ip, strict)).toMatch(why);
  });

  it.each(['10.0.0.5', '172.16.3.4', '172.31.255.255', '192.168.1.20', '100.64.1.1', 'fc00::1', 'fd12:3456::1', '8.8.8.8', '2001:4860::8888', '::ffff:10.0.0.5'])(
    'allows %s (private GPU networks and public hosts)',
    (ip) => {
      expect(addressRefusal(ip, strict)).toBeNull();
    },
  );

  it('allows loopback only when the policy says so, and never metadata', () => {
    expect(addressRefusal('127.0.0.1', loopbackOk)).toBeNull();
    expect(addressRefusal('::1', loopbackOk)).toBeNull();
    expect(addressRefusal('169.254.169.254', loopbackOk)).toMatch(/metadata/);
  });

  it('allowedCidrs opens exactly the listed ranges', () => {
    const policy: SsrfPolicy = { allowLoopback: false, allowedCidrs: ['169.254.7.0/24', 'fe80::/64'] };
    expect(addressRefusal('169.254.7.9', policy)).toBeNull();
    expect(addressRefusal('169.254.8.9', policy)).toMatch(/link-local/);
    expect(addressRefusal('fe80::abcd', policy)).toBeNull();
    expect(addressRefusal('fe80:0:0:1::abcd', policy)).toMatch(/link-local/);
  });

  it('rejects malformed CIDRs', () => {
    expect(() => parseCidr('10.0.0.0/33')).toThrow(SsrfError);
    expect(() => parseCidr('nonsense/8')).toThrow(SsrfError);
  });
});

describe('assertNodeUrlAllowed', () => {
  it.each([
    ['ftp://10.0.0.1/', /only http and https/],
    ['file:///etc/passwd', /only http and https/],
    ['gopher://10.0.0.1:70/', /only http and https/],
    ['http://user:pw@10.0.0.1/', /credentials/],
    ['http://metadata.google.internal/computeMetadata/v1/', /metadata name/],
    ['http://169.254.169.254/latest/meta-data/', /metadata/],
    ['http://[fd00:ec2::254]/', /metadata/],
    ['http://[::ffff:169.254.169.254]/', /metadata/],
    ['http://127.0.0.1:8888/', /loopback/],
    ['http://0.0.0.0:8888/', /unspecified/],
    ['not a url', /not a URL/],
  ])('refuses %s', async (url, why) => {
    await expect(assertNodeUrlAllowed(url, strict)).rejects.toThrow(why);
  });

  it('resolves names and refuses one that points at loopback', async () => {
    await expect(assertNodeUrlAllowed('http://localhost:7860/', strict)).rejects.toThrow(/localhost resolves to .*loopback/);
    await expect(assertNodeUrlAllowed('http://localhost:7860/', loopbackOk)).resolves.toBeUndefined();
  });

  it('accepts private and public literal addresses', async () => {
    await expect(assertNodeUrlAllowed('http://10.1.2.3:8888', strict)).resolves.toBeUndefined();
    await expect(assertNodeUrlAllowed('https://[fd00::5]:8188/', strict)).resolves.toBeUndefined();
  });

  it('fails clearly on names that do not resolve', async () => {
    await expect(assertNodeUrlAllowed('http://no-such-host.invalid/', strict)).rejects.toThrow(/cannot resolve/);
  });
});

describe('connect-time guard (DNS rebinding)', () => {
  it('the lookup handed to sockets refuses forbidden answers and passes allowed ones', async () => {
    const run = (policy: SsrfPolicy, all: boolean) =>
      new Promise<{ err: NodeJS.ErrnoException | null; addr: unknown }>((resolve) => guardedLookup(policy)('localhost', { all }, (err, addr) => resolve({ err, addr })));
    const refused = await run(strict, true);
    expect(refused.err?.code).toBe('ESSRF');
    const allowed = await run(loopbackOk, false);
    expect(allowed.err).toBeNull();
    expect(String(allowed.addr)).toMatch(/^(127\.|::1)/);
  });

  it('a request to a name that resolves to a forbidden address is refused at connect time', async () => {
    const server = createServer((_req, res) => res.end('hello'));
    let connections = 0;
    server.on('connection', () => connections++);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const http = new NodeHttp(strict);
    try {
      // The URL shape is fine (a name): only the resolved address is forbidden.
      const err = await http.call(`http://localhost:${port}/`, { timeoutMs: 2000 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(NodeError);
      expect((err as NodeError).kind).toBe('unavailable');
      expect((err as NodeError).message).toMatch(/SSRF|loopback/);
      expect(connections).toBe(0);
      const open = new NodeHttp(loopbackOk);
      const ok = await open.call(`http://localhost:${port}/`, { timeoutMs: 2000 });
      expect(ok.body.toString()).toBe('hello');
      await open.close();
    } finally {
      await http.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('ssrfPolicyFromEnv', () => {
  it('reads the loopback switch and CIDR list, refusing bad ranges', () => {
    expect(ssrfPolicyFromEnv({})).toEqual({ allowLoopback: false, allowedCidrs: [] });
    expect(ssrfPolicyFromEnv({ GPU_NODE_ALLOW_LOOPBACK: 'true', GPU_NODE_ALLOWED_CIDRS: '169.254.7.0/24, fe80::/64' })).toEqual({
      allowLoopback: true,
      allowedCidrs: ['169.254.7.0/24', 'fe80::/64'],
    });
    expect(() => ssrfPolicyFromEnv({ GPU_NODE_ALLOWED_CIDRS: '10.0.0.0/99' })).toThrow(SsrfError);
  });
});
