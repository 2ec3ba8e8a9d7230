// Request logs: one line per request with its request id, and no OAuth code in them.
import { Writable } from 'node:stream';
import pino from 'pino';
import { buildGateway, loggedUrl } from '../src/app';
import { fakeIdentity } from './support/fake-identity';
import { testSettings } from './support/gateway';

test('request lines carry request_id and never the Google callback\'s code', async () => {
  const lines: Array<Record<string, any>> = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  const app = await buildGateway({ identity: fakeIdentity(), settings: testSettings() }, pino({ level: 'info' }, sink));
  await app.inject({ method: 'GET', url: '/api/auth/google/callback?code=secret-code&state=s', headers: { 'x-request-id': 'r-1' } });
  await app.close();
  const incoming = lines.find((l) => l.msg === 'incoming request')!;
  expect(incoming).toMatchObject({ request_id: 'r-1', req: { method: 'GET', url: '/api/auth/google/callback?[redacted]' } });
  expect(JSON.stringify(lines)).not.toContain('secret-code');
  expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ request_id: 'r-1', res: { statusCode: 302 } });
});

test('other URLs are logged as they are', () => {
  expect(loggedUrl('/api/users/login_history')).toBe('/api/users/login_history');
});
