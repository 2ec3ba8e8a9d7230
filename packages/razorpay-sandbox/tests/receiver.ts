// A webhook receiver for the sandbox's tests: records every POST with its raw body and headers and
// answers with the status chosen per call (default 200), or never (to test the 5 s budget).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Statuses for the next calls, in order; after them 200. */
  answer: number[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answer: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.writeHead(answer.shift() ?? 200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment/webhook`,
    received,
    answer,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
