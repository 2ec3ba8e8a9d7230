// An HTTP/2 TLS front for the product, as an ingress or CDN serves it to browsers: the embedded
// product speaks HTTP/1.1 without TLS, and a browser keeps six HTTP/1.1 connections to an origin,
// so a first visit's ~24 scripts queue behind each other — in Lighthouse's simulation, round trips
// a deployment behind an HTTP/2 front does not pay. Bench-only (BENCH_LIGHTHOUSE_H2=1): a
// self-signed certificate for 127.0.0.1 (openssl), every request passed on to the product with
// X-Forwarded-Proto/For (the product runs with TRUST_PROXY=1), bodies streamed both ways (the
// event stream included). Loopback only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Hop-by-hop headers and HTTP/2 pseudo-headers: not passed on in either direction. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings', 'host']);

export interface H2Front {
  url: string;
  close(): Promise<void>;
}

export async function startH2Front(target: string): Promise<H2Front> {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-h2-'));
  let key: Buffer;
  let cert: Buffer;
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    [key, cert] = [readFileSync(join(dir, 'key.pem')), readFileSync(join(dir, 'cert.pem'))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const to = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && !HOP.has(name) && value !== undefined) headers[name] = value;
    const authority = (req.headers[':authority'] as string | undefined) ?? req.headers.host ?? '';
    headers.host = authority;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const upstream = http.request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      const back: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP.has(name) && value !== undefined) back[name] = value;
      res.writeHead(answer.statusCode ?? 502, back);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
    res.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // Open streams (the event stream) would hold close() for good.
        setTimeout(resolve, 2000).unref();
      }),
  };
}
