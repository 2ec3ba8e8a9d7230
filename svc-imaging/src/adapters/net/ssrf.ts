// SSRF rules for GPU-node URLs: which addresses an admin-entered `base_url` (and every URL a node
// hands back, e.g. Fooocus result links) may reach. Checked when an instance is saved and again
// at connect time (see guardedLookup) so a DNS answer that changes later (rebinding) cannot
// steer us to a forbidden address.
//
// Policy (docs/gpu-adapters.md "SSRF policy"):
//   always refused  link-local 169.254/16 + fe80::/10 (cloud metadata lives there), metadata
//                   addresses and names, unspecified/"this network" 0/8 + ::, multicast 224/4 +
//                   ff00::/8, reserved 240/4 incl. broadcast; an IPv6 address is also judged as
//                   every IPv4 it embeds (mapped, compatible, translated, NAT64 well-known and
//                   local-use, 6to4, Teredo, ISATAP — see embeddedV4), so none of these can be
//                   reached through an IPv6 spelling
//   loopback        127/8 and ::1 only when policy.allowLoopback (tests, single-box setups)
//   allowed         everything else, including private ranges (10/8, 172.16/12, 192.168/16,
//                   100.64/10, fc00::/7): that is where GPU nodes live
//   allowedCidrs    explicitly allow ranges the rules above refuse (e.g. a node on a link-local
//                   point-to-point network)
import { lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';

export interface SsrfPolicy {
  allowLoopback: boolean;
  allowedCidrs: string[];
}

export class SsrfError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SsrfError';
  }
}

/** Host names that only ever mean a metadata service, whatever they resolve to. */
const FORBIDDEN_NAMES = new Set(['metadata.google.internal', 'metadata', 'metadata.goog', 'instance-data', 'instance-data.ec2.internal']);

interface Cidr {
  bytes: Uint8Array;
  bits: number;
}

const FORBIDDEN: Array<{ cidr: Cidr; why: string }> = [
  ['169.254.169.254/32', 'a cloud metadata address'],
  ['100.100.100.200/32', 'a cloud metadata address'],
  ['fd00:ec2::254/128', 'a cloud metadata address'],
  ['169.254.0.0/16', 'link-local'],
  ['fe80::/10', 'link-local'],
  ['0.0.0.0/8', 'unspecified'],
  ['::/128', 'unspecified'],
  ['224.0.0.0/4', 'multicast'],
  ['ff00::/8', 'multicast'],
  ['240.0.0.0/4', 'reserved or broadcast'],
].map(([c, why]) => ({ cidr: parseCidr(c), why }));
const LOOPBACK = ['127.0.0.0/8', '::1/128'].map(parseCidr);

/** Parses an IPv4 or IPv6 literal to 4 or 16 bytes; null when it is not one. */
export function parseIp(ip: string): Uint8Array | null {
  const family = isIP(ip);
  if (family === 4) return Uint8Array.from(ip.split('.').map(Number));
  if (family !== 6) return null;
  // Rewrite a dotted IPv4 tail ("::ffff:1.2.3.4") as two hex groups, then expand "::".
  const text = ip
    .toLowerCase()
    .replace(/%.*$/, '')
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`);
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const front = head ? head.split(':') : [];
  const back = rest ? rest.split(':') : [];
  const groups = [...front, ...new Array(8 - front.length - back.length).fill('0'), ...back].map((g) => parseInt(g, 16));
  const out = new Uint8Array(16);
  groups.forEach((g, i) => {
    out[i * 2] = (g >> 8) & 0xff;
    out[i * 2 + 1] = g & 0xff;
  });
  return out;
}

export function parseCidr(cidr: string): Cidr {
  const [ip, bitsText] = cidr.trim().split('/');
  const bytes = parseIp(ip);
  if (!bytes) throw new SsrfError(`not an IP range: ${cidr}`);
  const bits = bitsText === undefined ? bytes.length * 8 : Number(bitsText);
  if (!Number.isInteger(bits) || bits < 0 || bits > bytes.length * 8) throw new SsrfError(`not an IP range: ${cidr}`);
  return { bytes, bits };
}

function inCidr(addr: Uint8Array, { bytes, bits }: Cidr): boolean {
  if (addr.length !== bytes.length) return false;
  for (let i = 0; i < bits; i++) {
    const mask = 0x80 >> i % 8;
    if ((addr[i >> 3] & mask) !== (bytes[i >> 3] & mask)) return false;
  }
  return true;
}

const v4Text = (b: Uint8Array) => Array.from(b).join('.');

/**
 * Every IPv4 address an IPv6 one carries, in each standard embedding: a packet sent to the IPv6
 * address reaches (or is translated or tunnelled to) that IPv4 host, so each must pass the IPv4
 * rules. Where the position is not fixed (local-use NAT64 may use any RFC 6052 prefix length) all
 * candidates are returned, and refusing on any of them errs on the safe side.
 */
export function embeddedV4(a: Uint8Array): Uint8Array[] {
  if (a.length !== 16) return [];
  const zeros = (from: number, to: number) => a.subarray(from, to).every((b) => b === 0);
  const word = (i: number) => (a[i] << 8) | a[i + 1];
  const at = (...idx: number[]) => Uint8Array.from(idx.map((i) => a[i]));
  const last = () => a.slice(12, 16);
  const out: Uint8Array[] = [];
  // ::ffff:a.b.c.d — IPv4-mapped (RFC 4291 §2.5.5.2).
  if (zeros(0, 10) && word(10) === 0xffff) out.push(last());
  // ::a.b.c.d — IPv4-compatible, deprecated (RFC 4291 §2.5.5.1); :: and ::1 are IPv6's own.
  if (zeros(0, 12) && !zeros(12, 16) && !(zeros(12, 15) && a[15] === 1)) out.push(last());
  // ::ffff:0:a.b.c.d — IPv4-translated (RFC 2765 §2.1).
  if (zeros(0, 8) && word(8) === 0xffff && zeros(10, 12)) out.push(last());
  // 64:ff9b::a.b.c.d — the well-known NAT64 prefix, /96 only (RFC 6052 §2.1).
  if (word(0) === 0x64 && word(2) === 0xff9b && zeros(4, 12)) out.push(last());
  // 64:ff9b:1::/48 — local-use NAT64 (RFC 8215). The operator picks the prefix length, so each
  // RFC 6052 §2.2 layout the address fits (the "u" octet, byte 8, zero and the suffix after the
  // IPv4 zero) gives a candidate: /48, /56, /64; the /96 one is always taken.
  if (word(0) === 0x64 && word(2) === 0xff9b && word(4) === 1) {
    if (a[8] === 0 && zeros(11, 16)) out.push(at(6, 7, 9, 10));
    if (a[8] === 0 && zeros(12, 16)) out.push(at(7, 9, 10, 11));
    if (a[8] === 0 && zeros(13, 16)) out.push(at(9, 10, 11, 12));
    out.push(last());
  }
  // 2002:a.b.c.d::/48 — 6to4 (RFC 3056 §2): the IPv4 is the tunnel's far end.
  if (word(0) === 0x2002) out.push(at(2, 3, 4, 5));
  // 2001:0::/32 — Teredo (RFC 4380 §4): the server's IPv4 in bytes 4–7, the client's in the last
  // 32 bits, inverted.
  if (word(0) === 0x2001 && word(2) === 0) out.push(at(4, 5, 6, 7), last().map((b) => b ^ 0xff));
  // Interface id 0:5efe:a.b.c.d or 200:5efe:a.b.c.d — ISATAP (RFC 5214 §6.1): the IPv4 is the host's.
  if ((word(8) === 0 || word(8) === 0x0200) && word(10) === 0x5efe) out.push(last());
  return out;
}

/** Why the address `bytes` (4 or 16) is refused under `policy`, or null. */
function refusalOf(addr: Uint8Array, policy: SsrfPolicy, allowed: Cidr[]): string | null {
  if (allowed.some((c) => inCidr(addr, c))) return null;
  const hit = FORBIDDEN.find((f) => inCidr(addr, f.cidr));
  if (hit) return hit.why;
  if (!policy.allowLoopback && LOOPBACK.some((c) => inCidr(addr, c))) return 'loopback';
  return null;
}

/** Why `ip` is refused under `policy`, or null when it may be reached. An IPv6 address is judged
 *  as itself and as every IPv4 address it embeds (embeddedV4): one refusal refuses it, unless the
 *  IPv6 address itself lies in an allowed range. */
export function addressRefusal(ip: string, policy: SsrfPolicy): string | null {
  const parsed = parseIp(ip);
  if (!parsed) return `${ip} is not an IP address`;
  const allowed = policy.allowedCidrs.map(parseCidr);
  if (allowed.some((c) => inCidr(parsed, c))) return null;
  const own = refusalOf(parsed, policy, allowed);
  if (own) return `${ip} is ${own}`;
  for (const v4 of embeddedV4(parsed)) {
    const why = refusalOf(v4, policy, allowed);
    if (why) return `${ip} is ${why} (it carries ${v4Text(v4)})`;
  }
  return null;
}

/** Checks what can be checked without DNS: scheme, credentials, forbidden names, IP literals. */
export function assertUrlShapeAllowed(url: string, policy: SsrfPolicy): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SsrfError(`not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new SsrfError(`only http and https node URLs are allowed (got ${parsed.protocol})`);
  if (parsed.username || parsed.password) throw new SsrfError('credentials in the node URL are not allowed: use api_token');
  const host = hostOf(parsed);
  if (FORBIDDEN_NAMES.has(host.replace(/\.$/, ''))) throw new SsrfError(`${host} is a cloud metadata name`);
  if (isIP(host)) {
    const why = addressRefusal(host, policy);
    if (why) throw new SsrfError(`node URL refused: ${why}`);
  }
  return parsed;
}

/** The URL's host without IPv6 brackets, lower-cased. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/**
 * Full check for an admin-entered node URL: shape, then every address the name resolves to
 * (one bad address refuses the URL, since the connection may pick any of them).
 */
export async function assertNodeUrlAllowed(url: string, policy: SsrfPolicy): Promise<void> {
  const parsed = assertUrlShapeAllowed(url, policy);
  const host = hostOf(parsed);
  if (isIP(host)) return;
  const addresses = await new Promise<Array<{ address: string }>>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (err, addrs) => (err ? reject(new SsrfError(`cannot resolve ${host}: ${err.code ?? err.message}`)) : resolve(addrs))),
  );
  for (const { address } of addresses) {
    const why = addressRefusal(address, policy);
    if (why) throw new SsrfError(`node URL refused: ${host} resolves to ${why}`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | Array<{ address: string; family: number }>, family?: number) => void;

/**
 * A `lookup` for net.connect that resolves, refuses the whole answer if any address is
 * forbidden, and hands the checked addresses to the socket: the address we connect to is the
 * address we checked, so DNS rebinding between check and connect is impossible.
 */
export function guardedLookup(policy: SsrfPolicy) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addrs) => {
      if (err) return callback(err, options.all ? [] : '', 0);
      const refused = addrs.map((a) => addressRefusal(a.address, policy)).find((why) => why !== null);
      if (refused) {
        const e: NodeJS.ErrnoException = new SsrfError(`connection refused by SSRF policy: ${hostname} resolves to ${refused}`);
        e.code = 'ESSRF';
        return callback(e, options.all ? [] : '', 0);
      }
      if (options.all) return callback(null, addrs);
      const wanted = Number(options.family) || 0;
      const pick = addrs.find((a) => wanted === 0 || a.family === wanted) ?? addrs[0];
      callback(null, pick.address, pick.family);
    });
  };
}

/** Reads the policy from the environment: GPU_NODE_ALLOW_LOOPBACK=1, GPU_NODE_ALLOWED_CIDRS=a/8,b/16. */
export function ssrfPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): SsrfPolicy {
  const allowedCidrs = (env.GPU_NODE_ALLOWED_CIDRS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  allowedCidrs.forEach(parseCidr);
  return { allowLoopback: ['1', 'true', 'yes'].includes((env.GPU_NODE_ALLOW_LOOPBACK ?? '').toLowerCase()), allowedCidrs };
}
