// The bench's HTTP/2 front (h2-front.ts) against a local HTTP/1.1 server: requests arrive with the
// browser's host and X-Forwarded-Proto, bodies go both ways, hop-by-hop headers stay behind, and a
// streamed answer (the event stream) reaches the client before it ends.
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { startH2Front, type H2Front } from './h2-front';

let upstream: http.Server;
let front: H2Front;
let releaseStream!: () => void;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream', connection: 'keep-alive' });
      res.write('data: first\n\n');
      releaseStream = () => res.end('data: last\n\n');
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes', connection: 'keep-alive' });
      res.end(JSON.stringify({ method: req.method, url: req.url, host: req.headers.host, proto: req.headers['x-forwarded-proto'], cookie: req.headers.cookie, body }));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  front = await startH2Front(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await front?.close();
  await new Promise<void>((r) => upstream.close(() => r()));
});

function request(client: http2.ClientHttp2Session, headers: http2.OutgoingHttpHeaders, body?: string) {
  const stream = client.request(headers);
  if (body) stream.end(body);
  else stream.end();
  return stream;
}

test('a request over HTTP/2 reaches the product with its host, X-Forwarded-Proto, cookie and body; the answer comes back', async () => {
  expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  const client = http2.connect(front.url, { rejectUnauthorized: false });
  try {
    const stream = request(client, { ':method': 'POST', ':path': '/api/x?y=1', cookie: 'a=b', 'content-type': 'application/json' }, '{"n":1}');
    const [headers, text] = await Promise.all([
      new Promise<http2.IncomingHttpHeaders>((r) => stream.on('response', r)),
      new Promise<string>((r) => {
        let t = '';
        stream.on('data', (c) => (t += c));
        stream.on('end', () => r(t));
      }),
    ]);
    expect(headers[':status']).toBe(201);
    expect(headers['x-upstream']).toBe('yes');
    expect(headers.connection).toBeUndefined();
    const authority = new URL(front.url).host;
    expect(JSON.parse(text)).toEqual({ method: 'POST', url: '/api/x?y=1', host: authority, proto: 'https', cookie: 'a=b', body: '{"n":1}' });
  } finally {
    client.close();
  }
});

test('a streamed answer is passed on as it comes, not when it ends', async () => {
  const client = http2.connect(front.url, { rejectUnauthorized: false });
  try {
    const stream = request(client, { ':method': 'GET', ':path': '/stream' });
    const chunks: string[] = [];
    const first = new Promise<void>((r) => stream.once('data', () => r()));
    stream.on('data', (c) => chunks.push(String(c)));
    const ended = new Promise<void>((r) => stream.on('end', () => r()));
    await first;
    expect(chunks.join('')).toBe('data: first\n\n');
    releaseStream();
    await ended;
    expect(chunks.join('')).toBe('data: first\n\ndata: last\n\n');
  } finally {
    client.close();
  }
});
