// The one HTTP client every remote adapter uses to talk to GPU nodes: SSRF-guarded connects,
// no redirects, a per-request timeout joined with the job's abort signal, bounded bodies, and
// transport failures turned into NodeError so adapters only map protocol-level answers.
import { currentTraceCarrier, SpanKind, withSpan } from '@atelier/platform';
import { Agent, request, WebSocket, type FormData } from 'undici';
import { NodeError } from '../types';
import { assertUrlShapeAllowed, guardedLookup, SsrfError, type SsrfPolicy } from './ssrf';

export interface NodeRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as application/json; bigint values are written as exact JSON integers (seeds). */
  json?: unknown;
  form?: FormData;
  /** Per-request budget; the node "stopped answering" when it passes. */
  timeoutMs: number;
  /** The job's signal: aborting it rejects with the signal's reason, not a NodeError. */
  signal?: AbortSignal;
}

export interface NodeResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Bodies beyond this are a misbehaving node (a 6x PNG up-scale stays well below). */
const MAX_BODY_BYTES = 256 * 1024 * 1024;

export class NodeHttp {
  private readonly agent: Agent;

  constructor(private readonly policy: SsrfPolicy) {
    this.agent = new Agent({ connect: { lookup: guardedLookup(policy) }, keepAliveTimeout: 4_000, keepAliveMaxTimeout: 10_000 });
  }

  /** A WebSocket to the node (ComfyUI's /ws) through the same SSRF-guarded connects: `httpUrl` is
   *  checked like any request's, then its scheme becomes ws(s). Throws NodeError when refused. */
  websocket(httpUrl: string): WebSocket {
    try {
      assertUrlShapeAllowed(httpUrl, this.policy);
    } catch (e) {
      throw new NodeError('unavailable', (e as Error).message);
    }
    const url = new URL(httpUrl);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return new WebSocket(url, { dispatcher: this.agent });
  }

  /** One request as a CLIENT span `<METHOD>` (undici is not patched by the http instrumentation),
   *  its context sent as `traceparent` so a traced node can join the job's trace. */
  call(url: string, req: NodeRequest): Promise<NodeResponse> {
    const method = req.method ?? (req.json === undefined && !req.form ? 'GET' : 'POST');
    const target = safeUrl(url);
    const attributes = { 'http.request.method': method, 'server.address': target?.hostname ?? '', 'server.port': Number(target?.port) || (target?.protocol === 'https:' ? 443 : 80), 'url.path': target?.pathname ?? '' };
    return withSpan(method, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      const res = await this.send(url, { ...req, method, headers: { ...req.headers, ...currentTraceCarrier() } });
      span.setAttribute('http.response.status_code', res.status);
      return res;
    });
  }

  private async send(url: string, req: NodeRequest): Promise<NodeResponse> {
    try {
      assertUrlShapeAllowed(url, this.policy);
    } catch (e) {
      throw new NodeError('unavailable', (e as Error).message);
    }
    const timeout = AbortSignal.timeout(req.timeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
    const headers: Record<string, string> = { ...req.headers };
    let body: string | FormData | undefined;
    if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = stringifyWithBigInts(req.json);
    } else if (req.form) body = req.form;
    try {
      const res = await request(url, { method: req.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, signal, dispatcher: this.agent });
      const buf = await readCapped(res.body);
      if (res.statusCode >= 300 && res.statusCode < 400) {
        throw new NodeError('unavailable', `node answered ${res.statusCode} redirect to ${String(res.headers.location ?? '?')}: redirects are not followed`);
      }
      return { status: res.statusCode, headers: res.headers, body: buf };
    } catch (e) {
      if (e instanceof NodeError) throw e;
      if (req.signal?.aborted) throw req.signal.reason;
      if (timeout.aborted) throw new NodeError('unavailable', `node did not answer ${url} within ${req.timeoutMs} ms`);
      throw transportError(url, e);
    }
  }

  /** A JSON answer (any status); unparseable bodies become null so callers map the status. */
  async json<T>(url: string, req: NodeRequest): Promise<{ status: number; data: T | null; text: string }> {
    const res = await this.call(url, req);
    const text = res.body.toString('utf8');
    let data: T | null = null;
    try {
      data = JSON.parse(text) as T;
    } catch {
      data = null;
    }
    return { status: res.status, data, text };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

function transportError(url: string, e: unknown): NodeError {
  const err = e as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const code = err.code ?? err.cause?.code ?? '';
  if (e instanceof SsrfError || err.cause instanceof SsrfError || code === 'ESSRF') return new NodeError('unavailable', (err.cause ?? err).message);
  return new NodeError('unavailable', `cannot reach ${new URL(url).origin}: ${code || err.message}`);
}

async function readCapped(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new NodeError('bad_output', `node answer larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** JSON.stringify that writes bigint as a bare integer (seeds up to 2^64-1 keep every digit). */
export function stringifyWithBigInts(value: unknown): string {
  const marker = '\u0000bigint:';
  const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${marker}${v.toString()}` : v));
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1');
}

/** Joins a node's base_url (which may carry a path prefix) with an API path and query. */
export function nodeUrl(baseUrl: string, path: string, query?: Record<string, string>): string {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const url = new URL(path.replace(/^\//, ''), base);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
  return url.toString();
}

/** The URL's parts for span attributes (never its credentials or query); undefined when unparsable. */
function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
