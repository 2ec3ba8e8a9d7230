// Request logs: one access line per request with its request id, and no OAuth code in them.
import { Writable } from 'node:stream';
import pino from 'pino';
import { buildGateway, loggedUrl } from '../src/app';
import { fakeIdentity } from './support/fake-identity';
import { testSettings } from './support/gateway';

/** A logger at info whose lines are collected, parsed, in `lines`. */
function captured(): { lines: Array<Record<string, any>>; logger: pino.Logger } {
  const lines: Array<Record<string, any>> = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

test('request lines carry request_id and never the Google callback\'s code', async () => {
  const { lines, logger } = captured();
  const app = await buildGateway({ identity: fakeIdentity(), settings: testSettings() }, logger);
  await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=secret-code&state=s', headers: { 'x-request-id': 'r-1' } });
  await app.close();
  // One line for the request, written when it is answered: who asked for what, and the outcome.
  const requestLines = lines.filter((l) => l.request_id === 'r-1');
  expect(requestLines).toHaveLength(1);
  expect(requestLines[0]).toMatchObject({
    level: 30,
    msg: 'request completed',
    req: { method: 'GET', url: '/api/auth/google/callback?[redacted]' },
    res: { statusCode: 302 },
    responseTime: expect.any(Number),
  });
  expect(JSON.stringify(lines)).not.toContain('secret-code');
});

test('a failing handler still gets its error line, with the request it failed', async () => {
  const { lines, logger } = captured();
  const identity = fakeIdentity();
  (identity as unknown as Record<string, unknown>).GetSignInProviders = async () => {
    throw new Error('kaput');
  };
  const app = await buildGateway({ identity, settings: testSettings() }, logger);
  await app.inject({ method: 'GET', url: '/api/auth/providers', headers: { 'x-request-id': 'r-2' } });
  await app.close();
  const requestLines = lines.filter((l) => l.request_id === 'r-2');
  expect(requestLines.some((l) => l.level === 50 && JSON.stringify(l.err ?? {}).includes('kaput'))).toBe(true);
  expect(requestLines.find((l) => l.msg === 'request completed')).toMatchObject({ res: { statusCode: 500 } });
  expect(requestLines.some((l) => l.msg === 'incoming request')).toBe(false);
});

test('other URLs are logged as they are', () => {
  expect(loggedUrl('/api/users/login_history')).toBe('/api/users/login_history');
});
