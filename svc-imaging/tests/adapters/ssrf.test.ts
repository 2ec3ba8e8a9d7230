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

  // Every way IPv6 carries an IPv4 address (issue 11): each is judged as the IPv4 inside.
  const metadata = /metadata address \(it carries 169\.254\.169\.254\)/;
  it.each([
    ['::ffff:169.254.169.254', metadata, 'IPv4-mapped, dotted'],
    ['::ffff:a9fe:a9fe', metadata, 'IPv4-mapped, hex'],
    ['::169.254.169.254', metadata, 'IPv4-compatible'],
    ['::a9fe:a9fe', metadata, 'IPv4-compatible, hex'],
    ['::ffff:0:a9fe:a9fe', metadata, 'IPv4-translated (RFC 2765)'],
    ['0:0:0:0:ffff:0:169.254.169.254', metadata, 'IPv4-translated, long and dotted'],
    ['64:ff9b::a9fe:a9fe', metadata, 'NAT64 well-known prefix'],
    ['64:ff9b::169.254.169.254', metadata, 'NAT64 well-known prefix, dotted'],
    ['64:ff9b:1::a9fe:a9fe', metadata, 'NAT64 local-use, /96'],
    ['64:ff9b:1:0:ff00::a9fe:a9fe', metadata, 'NAT64 local-use, /96 with a non-zero u octet'],
    ['64:ff9b:1:a9fe:a9:fe00::', metadata, 'NAT64 local-use, /48 (u octet skipped)'],
    ['64:ff9b:1:a9:fe:a9fe::', metadata, 'NAT64 local-use, /56'],
    ['64:ff9b:1:0:a9:fea9:fe00:0', metadata, 'NAT64 local-use, /64'],
    ['2002:a9fe:a9fe::1', metadata, '6to4'],
    ['2002:a9fe:a9fe:1234:5678::9', metadata, '6to4, any subnet and host'],
    ['2001:0:4136:e378:8000:63bf:5601:5601', metadata, 'Teredo client (inverted)'],
    ['2001:0:a9fe:a9fe:8000:63bf:3fff:fdd2', metadata, 'Teredo server'],
    ['2001:db8::5efe:a9fe:a9fe', metadata, 'ISATAP'],
    ['fd00::200:5efe:a9fe:a9fe', metadata, 'ISATAP, global-scope flag'],
    ['::ffff:0:7f00:1', /loopback \(it carries 127\.0\.0\.1\)/, 'translated loopback'],
    ['64:ff9b:1::7f00:1', /loopback/, 'NAT64 loopback'],
    ['2002:7f00:1::1', /loopback/, '6to4 loopback'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', /loopback/, 'Teredo loopback client'],
    ['64:ff9b::a9fe:1', /link-local/, 'NAT64 link-local'],
    ['2002:e000:1::', /multicast/, '6to4 multicast'],
    ['::ffff:0:ffff:ffff', /broadcast/, 'translated broadcast'],
    ['2002::1', /unspecified/, '6to4 of 0.0.0.0'],
  ])('refuses %s (%#: %s)', (ip, why) => {
    expect(addressRefusal(ip, strict)).toMatch(why);
  });

  it.each([
    ['::ffff:0:a00:5', 'IPv4-translated private'],
    ['64:ff9b::808:808', 'NAT64 public'],
    ['64:ff9b:1::c0a8:114', 'NAT64 local-use private'],
    ['2002:c0a8:114::1', '6to4 private'],
    ['2002:808:808::1', '6to4 public'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo (RFC 4380 example: server 65.54.227.120, client 192.0.2.45)'],
    ['2001:db8::5efe:a00:5', 'ISATAP private'],
    ['2001:db8::1:5efe:a9fe:a9fe', 'not ISATAP (interface id 1:5efe)'],
    ['2001:db8:a9fe:a9fe::', 'IPv4-looking bytes in an ordinary global address'],
  ])('allows %s (%s)', (ip) => {
    expect(addressRefusal(ip, strict)).toBeNull();
  });

  it('allowedCidrs opened for an IPv4 range also opens its embedded spellings', () => {
    const policy: SsrfPolicy = { allowLoopback: false, allowedCidrs: ['169.254.7.0/24'] };
    expect(addressRefusal('::ffff:0:a9fe:709', policy)).toBeNull();
    expect(addressRefusal('2002:a9fe:709::1', policy)).toBeNull();
    expect(addressRefusal('2002:a9fe:a9fe::1', policy)).toMatch(/metadata/);
  });

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
    ['http://[::ffff:0:a9fe:a9fe]/', /metadata/],
    ['http://[::169.254.169.254]/', /metadata/],
    ['http://[64:ff9b::a9fe:a9fe]/', /metadata/],
    ['http://[64:ff9b:1::a9fe:a9fe]/', /metadata/],
    ['http://[2002:a9fe:a9fe::1]/', /metadata/],
    ['http://[2001:0:4136:e378:8000:63bf:5601:5601]:8888/', /metadata/],
    ['http://[::ffff:0:7f00:1]:7860/', /loopback/],
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
    await expect(assertNodeUrlAllowed('http://[64:ff9b::a00:5]:7865/', strict)).resolves.toBeUndefined();
    await expect(assertNodeUrlAllowed('http://[2002:c0a8:114::1]:7865/', strict)).resolves.toBeUndefined();
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

  it.each(['::ffff:0:a9fe:a9fe', '64:ff9b:1::a9fe:a9fe', '64:ff9b::a9fe:a9fe', '2002:a9fe:a9fe::1', '2001:0:4136:e378:8000:63bf:5601:5601', '::ffff:169.254.169.254'])(
    'the connect-time lookup judges the answer %s as the IPv4 it carries',
    async (answer) => {
      // dns.lookup answers an IP literal with itself: the same path a rebinding name's answer takes.
      const { err } = await new Promise<{ err: NodeJS.ErrnoException | null }>((resolve) => guardedLookup(loopbackOk)(answer, { all: false }, (e) => resolve({ err: e })));
      expect(err?.code).toBe('ESSRF');
      expect(err?.message).toMatch(/metadata address \(it carries 169\.254\.169\.254\)/);
    },
  );

  it('the connect-time lookup passes an embedded private IPv4', async () => {
    const res = await new Promise<{ err: NodeJS.ErrnoException | null; addr: unknown }>((resolve) => guardedLookup(strict)('64:ff9b::a00:5', { all: false }, (e, addr) => resolve({ err: e, addr })));
    expect(res.err).toBeNull();
    expect(res.addr).toBe('64:ff9b::a00:5');
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
