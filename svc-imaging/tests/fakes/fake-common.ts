// Plumbing shared by the fake GPU nodes (fake-fooocus.ts, fake-a1111.ts, fake-comfyui.ts): a
// node:http server on 127.0.0.1 with a random port, the transport-level failure modes every node
// can show (hang: accept and never answer; close: drop the connection), request counters, and
// real PNGs made with sharp.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';

/** How the whole node misbehaves at the transport level. */
export type TransportMode = 'ok' | 'hang' | 'close';

export interface FakeStats {
  /** Generation jobs accepted (after auth and validation). */
  jobsSeen: number;
  /** Jobs accepted and not yet finished, now and at most. */
  inFlight: number;
  maxInFlight: number;
  /** Every request as "METHOD /path" in arrival order. */
  requests: string[];
  /** Bodies of generation requests, parsed JSON, in arrival order. */
  bodies: Array<Record<string, unknown>>;
  /** Per request, in arrival order: the W3C `traceparent` header it carried ('' when none). */
  traceparents: string[];
}

export interface FakeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The HTTP server itself (a fake with a WebSocket attaches it here). */
  server: Server;
  stats: FakeStats;
  transport: TransportMode;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer, url: URL) => Promise<void> | void;

export function newStats(): FakeStats {
  return { jobsSeen: 0, inFlight: 0, maxInFlight: 0, requests: [], bodies: [], traceparents: [] };
}

export function jobStarted(stats: FakeStats): void {
  stats.jobsSeen++;
  stats.inFlight++;
  stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
}

export function jobEnded(stats: FakeStats): void {
  stats.inFlight = Math.max(0, stats.inFlight - 1);
}

/** Starts a server whose `transport` field can be switched at any time by the test. */
export async function serve(handler: Handler, stats: FakeStats): Promise<FakeServer> {
  const sockets = new Set<Socket>();
  const hung = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      stats.requests.push(`${req.method} ${url.pathname}`);
      stats.traceparents.push(String(req.headers.traceparent ?? ''));
      if (fake.transport === 'hang') return void hung.add(res);
      if (fake.transport === 'close') return void req.socket.destroy();
      Promise.resolve(handler(req, res, Buffer.concat(chunks), url)).catch((e: Error) => {
        if (!res.headersSent) sendJson(res, 500, { detail: e.message });
      });
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    stats,
    transport: 'ok',
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function sendBytes(res: ServerResponse, status: number, data: Buffer, type = 'image/png'): void {
  res.writeHead(status, { 'content-type': type, 'content-length': String(data.length) });
  res.end(data);
}

/** JSON.parse that keeps integers beyond 2^53 exact by reading them as strings first. */
export function parseJsonBody(body: Buffer): Record<string, unknown> {
  const text = body.toString('utf8').replace(/:\s*(-?\d{16,})(?=\s*[,}\]])/g, ':"$1"');
  return JSON.parse(text) as Record<string, unknown>;
}

/** A real PNG of exactly width×height whose colour depends on `seed` (so seeds are visible). */
export async function pngOf(width: number, height: number, seed: string | number = 0): Promise<Buffer> {
  const n = Number(BigInt(seed) % 16777216n);
  const background = { r: n & 0xff, g: (n >> 8) & 0xff, b: (n >> 16) & 0xff };
  return sharp({ create: { width, height, channels: 3, background } }).png({ compressionLevel: 1 }).toBuffer();
}

/** Bytes that are certainly not an image. */
export const GARBAGE = Buffer.from('<html><body>502 Bad Gateway from a confused proxy</body></html>');

export async function sizeOf(png: Buffer): Promise<{ width: number; height: number }> {
  const m = await sharp(png).metadata();
  return { width: m.width ?? 0, height: m.height ?? 0 };
}

/** A pause for simulated GPU work; unref'd so a closed fake's unfinished job never holds the process open. */
export function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms).unref());
}
