// The headers every answer of the gateway carries, in one place: helmet (the kept library) for the
// Content-Security-Policy and the other browser security headers; this file adds what helmet does
// not know (Permissions-Policy, the request id, no-store on authenticated answers); `/api` answers
// get the short set meant for data rather than pages (apiHeaders). The app
// registers it before any route; frameworkErrors and clientErrorHandler, which run no hooks, apply
// the same headers through applyEdgeHeaders / edgeHeadersForSocket. docs/api.md "Security headers".
// Helmet's headers are computed once and set on each request (a sync onRequest hook), again only when the
// shell's inline-script hashes change: @fastify/helmet built a new middleware — parsing the whole CSP
// again — for every request, and helmet alone still serialises the CSP per answer (issue 12's
// plumbing profile).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { ACCESS_COOKIE, API_BASE } from '@atelier/contracts';

/** Where browsers POST Content-Security-Policy violation reports (csp-report.routes.ts). */
export const CSP_REPORT_PATH = '/csp-report';

/** Razorpay's hosted Checkout: the script, the iframe it opens (api.razorpay.com), its telemetry
 *  and its images — allowed only when the checkout script is Razorpay's own. */
export const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
const RAZORPAY_SOURCES = {
  frame: [RAZORPAY_CHECKOUT_ORIGIN, 'https://api.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** Powerful features the product never uses are off for the page and every frame; `payment` stays
 *  for the page and Razorpay's Checkout frame (it may use the Payment Request API). */
export function permissionsPolicy(): string {
  const off = ['accelerometer', 'autoplay', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'serial', 'usb', 'xr-spatial-tracking'];
  const payment = `payment=(self ${RAZORPAY_SOURCES.frame.map((o) => `"${o}"`).join(' ')})`;
  return [...off.map((f) => `${f}=()`), payment].join(', ');
}

export interface EdgePolicy {
  /** PUBLIC_URL: its origin is allowed like 'self' (the page may be reached by another name). */
  publicUrl: string;
  /** The Checkout script the billing remote loads (Razorpay's, or the sandbox's test-mode one). */
  checkoutScriptUrl?: string;
  /** Origins of remotes served from another host (absolute entries of REMOTES_JSON). */
  remoteOrigins?: string[];
  /** CSP_SOURCES: extra origins for scripts, styles, fonts, images and fetches. */
  extraSources?: string[];
  /** The shell's index.html, whose inline scripts are allowed by their hash. */
  shellIndex?: string;
}

/** `sha256-…` sources of each inline `<script>` (no src) of an HTML text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '') || m[2] === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** How often the shell's index.html is looked at again: a stat per answer was ~5 % of a cached
 *  read's CPU in the embedded product (issue 12's profile). */
const SHELL_CHECK_MS = 1000;

/** The shell's inline-script hashes, re-read when index.html changes (a rebuild without restart,
 *  picked up within SHELL_CHECK_MS). */
function shellHashes(path: string | undefined, clock: () => number = performance.now.bind(performance)): () => string[] {
  let mtimeMs = -1;
  let checkedAt = -Infinity;
  let hashes: string[] = [];
  return () => {
    if (!path) return hashes;
    const at = clock();
    if (at - checkedAt < SHELL_CHECK_MS) return hashes;
    checkedAt = at;
    try {
      const now = statSync(path).mtimeMs;
      if (now !== mtimeMs) {
        hashes = inlineScriptHashes(readFileSync(path, 'utf8'));
        mtimeMs = now;
      }
    } catch {
      hashes = [];
      mtimeMs = -1;
    }
    return hashes;
  };
}

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};
const unique = (xs: string[]): string[] => [...new Set(xs)];

/** Helmet's configuration: the CSP (scripts and fetches listed explicitly, no inline script but the
 *  shell's hashed theme bootstrap), COOP that keeps Razorpay's popups working, HSTS on https only. */
export function helmetOptions(policy: EdgePolicy, shellScriptHashes: readonly string[] = []): HelmetOptions {
  const self = unique(["'self'", ...originOf(policy.publicUrl)]);
  const hosts = unique([...(policy.remoteOrigins ?? []), ...(policy.extraSources ?? [])]);
  const checkout = originOf(policy.checkoutScriptUrl);
  const razorpay = checkout[0] === RAZORPAY_CHECKOUT_ORIGIN;
  const https = policy.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [...unique([...self, ...hosts, ...checkout]), ...shellScriptHashes],
        'script-src-attr': ["'none'"],
        // Inline styles stay allowed: Radix (react-remove-scroll) and React inject <style> elements,
        // and a style cannot run code. Stylesheets themselves come only from listed hosts.
        'style-src': unique([...self, ...hosts, "'unsafe-inline'"]),
        // data: and blob: for the studio's canvas (mask and picture previews, downloads).
        'img-src': unique([...self, ...hosts, 'data:', 'blob:', ...(razorpay ? RAZORPAY_SOURCES.img : [])]),
        'font-src': unique([...self, ...hosts, 'data:']),
        'connect-src': unique([...self, ...hosts, ...checkout, ...(razorpay ? RAZORPAY_SOURCES.connect : [])]),
        'frame-src': razorpay ? unique([...self, ...RAZORPAY_SOURCES.frame]) : ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'media-src': ["'self'", 'blob:', 'data:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // report-uri, not report-to: every browser sends it at once (the Reporting API batches
        // for up to a minute); the endpoint reads both formats.
        'report-uri': [CSP_REPORT_PATH],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // same-origin would cut Razorpay's payment popups (3-D Secure, net banking) off from the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Files meant for other origins (remotes, public media) say so themselves.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
  } as HelmetOptions;
}

// Read once: each use of an import is a getter call under the CommonJS the services run as, and
// isApiPath runs several times per request (issue 12's plumbing profile).
const API = API_BASE;
const API_DIR = `${API_BASE}/`;
const API_QUERY = `${API_BASE}?`;
const ACCESS_PAIR = `${ACCESS_COOKIE}=`;

/** `/api` and everything under it (what the contract and session routes answer). */
export function isApiPath(url: string): boolean {
  return url.startsWith(API_DIR) || url === API || url.startsWith(API_QUERY);
}

/** A request that carried credentials: the access cookie or an Authorization header. */
function authenticated(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  return (request.headers.cookie ?? '').split(';').some((c) => c.trim().startsWith(ACCESS_PAIR));
}

/** No authenticated answer is kept by a browser or proxy cache (ASVS 8.2.1). API answers never
 *  are (signed-in data, or cookies that change with the session); elsewhere an answer to a request
 *  with credentials is no-store unless its route chose a rule (public immutable media keeps its own).
 *  Decided when the answer is sent: it depends on the route's own Cache-Control. */
function setCacheControl(request: FastifyRequest, reply: FastifyReply): void {
  const cache = reply.getHeader('cache-control');
  if (isApiPath(request.url) ? !String(cache ?? '').includes('no-store') : cache === undefined && authenticated(request)) {
    reply.header('cache-control', 'no-store');
  }
}


const PERMISSIONS_POLICY = permissionsPolicy();

/** The Content-Security-Policy of an `/api` answer: it may load nothing and be framed by no one. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of an `/api` answer, from the page's set. An API answer is data (JSON, the event
 * stream, an invoice sent as an attachment, redirects), never a page a browser renders, so it carries
 * what the OWASP REST Security Cheat Sheet lists for APIs: a CSP under which it could load nothing
 * even if a browser were tricked into rendering it (stricter than the page's), never framed, never
 * sniffed, not readable by another origin, HSTS on https — and `no-store`, set as it is sent. The
 * page-only headers (Permissions-Policy, COOP, Referrer-Policy, helmet's legacy ones) govern
 * documents; on every API answer they were ~1 KB and 10–17 µs of CPU (issue 12's plumbing).
 */
export function apiHeaders(page: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': API_CSP };
  for (const name of ['x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy', 'strict-transport-security']) {
    if (page[name] !== undefined) headers[name] = page[name];
  }
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Helmet's headers with this gateway's options (lower-case names), for every answer. */
    edgeHelmetHeaders: () => Readonly<Record<string, string>>;
  }
}

/** The headers helmet sets with `options`, recorded from a stand-in response. */
function recordHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({ headers: {} } as IncomingMessage, res, () => undefined);
  return headers;
}

/** Helmet's headers for the policy, recomputed only when the shell's inline-script hashes change
 *  (a rebuilt shell is allowed without a restart). */
export function helmetHeaders(policy: EdgePolicy): () => Readonly<Record<string, string>> {
  const hashes = shellHashes(policy.shellIndex);
  let seen: string[] | undefined;
  let key: string | undefined;
  let headers: Record<string, string> = {};
  return () => {
    const now = hashes();
    if (now === seen) return headers; // the same list: nothing was re-read
    seen = now;
    const nowKey = now.join(' ');
    if (nowKey !== key) {
      headers = recordHelmetHeaders(helmetOptions(policy, now));
      key = nowKey;
    }
    return headers;
  };
}

/** Registers the edge headers (the page's set, or apiHeaders' on `/api`) and the hook for the rest; call before any route.
 *  Both hooks are synchronous (`done`): an async hook costs a promise and a microtask turn per
 *  request, and these run on every answer (issue 12's plumbing). The fixed headers — helmet's and
 *  Permissions-Policy — are one object, made again only when the shell's hashes change. */
export async function registerEdgeHeaders(app: FastifyInstance, policy: EdgePolicy): Promise<void> {
  const edgeHelmetHeaders = helmetHeaders(policy);
  app.decorate('edgeHelmetHeaders', edgeHelmetHeaders);
  let helmetSet: Readonly<Record<string, string>> | undefined;
  let page: Readonly<Record<string, string>> = {};
  let api: Readonly<Record<string, string>> = {};
  app.addHook('onRequest', (request, reply, done) => {
    const now = edgeHelmetHeaders();
    if (now !== helmetSet) {
      page = { ...now, 'permissions-policy': PERMISSIONS_POLICY };
      api = apiHeaders(now);
      helmetSet = now;
    }
    reply.headers(isApiPath(request.url) ? api : page);
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    setCacheControl(request, reply);
    done(null, payload);
  });
}

/** The same headers for an answer no hook runs for (Fastify's frameworkErrors). */
export function applyEdgeHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const helmetSet = request.server.edgeHelmetHeaders?.() ?? {};
  if (isApiPath(request.url)) reply.headers(apiHeaders(helmetSet));
  else reply.headers({ ...helmetSet, 'permissions-policy': PERMISSIONS_POLICY });
  reply.header('x-request-id', request.id);
  setCacheControl(request, reply);
}

/** Header lines for the HTTP parser's refusals, written to the socket before there is a request:
 *  helmet's headers, plus Permissions-Policy and no-store. */
export function edgeHeadersForSocket(app: FastifyInstance | void): string {
  const headers: Record<string, string> = { ...(app || undefined)?.edgeHelmetHeaders?.() };
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  headers['cache-control'] = 'no-store';
  return Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
}

/** A page's whole header set for `policy` and the shell's HTML: helmet's (the CSP allowing the HTML's
 *  inline scripts by hash) and Permissions-Policy — what this gateway sends with its pages, for a
 *  server that serves the shell's HTML instead (web/nginx-page-headers.ts). */
export function pageHeaders(policy: EdgePolicy, shellHtml: string): Record<string, string> {
  return { ...recordHelmetHeaders(helmetOptions(policy, inlineScriptHashes(shellHtml))), 'permissions-policy': PERMISSIONS_POLICY };
}
