// Request logs: one access line per request with its request id, and no OAuth code in them; the
// request's child logger is made only when a line is written (request-logger.ts).
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { buildGateway, loggedUrl, serverOptions } from '../src/app';
import { lazyRequestLogger } from '../src/plugins/request-logger';
import { fakeIdentity } from './support/fake-identity';
import { testSettings } from './support/gateway';

/** A logger at info whose lines are collected, parsed, in `lines`. */
function captured(level = 'info'): { lines: Array<Record<string, any>>; logger: pino.Logger } {
  const lines: Array<Record<string, any>> = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  return { lines, logger: pino({ level }, sink) };
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

describe('the request logger', () => {
  const childSpy = (logger: pino.Logger) => {
    const made: unknown[] = [];
    const child = logger.child.bind(logger);
    logger.child = ((b: pino.Bindings, o?: pino.ChildLoggerOptions) => (made.push(b), child(b, o))) as unknown as typeof logger.child;
    return made;
  };

  test('at warn, a request that logs nothing makes no pino child; an error line is still written with its request id', async () => {
    const { lines, logger } = captured('warn');
    const identity = fakeIdentity();
    const app = await buildGateway({ identity, settings: testSettings() }, logger);
    // Fastify's per-request loggers come from the app's logger, a view of a pino child of ours
    // (withLazyRequestLoggers) whose child() makes lazy ones; a real one is made by that pino child.
    const made = childSpy(Object.getPrototypeOf(app.log) as pino.Logger);
    await app.inject({ method: 'GET', url: '/api/auth/providers', headers: { 'x-request-id': 'r-3' } });
    expect(made).toEqual([]);
    expect(lines.filter((l) => l.request_id === 'r-3')).toEqual([]);
    (identity as unknown as Record<string, unknown>).GetSignInProviders = async () => {
      throw new Error('kaput');
    };
    await app.inject({ method: 'GET', url: '/api/auth/providers', headers: { 'x-request-id': 'r-4' } });
    await app.close();
    expect(made).toEqual([{ request_id: 'r-4' }]);
    expect(lines.filter((l) => l.request_id === 'r-4').some((l) => l.level === 50 && JSON.stringify(l.err ?? {}).includes('kaput'))).toBe(true);
  });

  test('Fastify makes each request\'s logger with its own factory (no per-request check of a factory of ours), and it is lazy', async () => {
    const { logger } = captured('warn');
    const options = serverOptions(testSettings(), logger);
    expect(options).not.toHaveProperty('childLoggerFactory');
    const app = Fastify(options);
    let seen: unknown;
    app.get('/probe', (request, reply) => {
      seen = request.log;
      return reply.send('ok');
    });
    await app.inject({ method: 'GET', url: '/probe' });
    await app.close();
    const Lazy = Object.getPrototypeOf(lazyRequestLogger.call(undefined as never, logger, {}, {}, undefined as never)).constructor;
    expect(seen).toBeInstanceOf(Lazy);
  });

  test('it writes exactly what the pino child writes, at the levels the child would, and honours a route\'s own level', () => {
    const a = captured('info');
    const b = captured('info');
    const lazy = lazyRequestLogger.call(undefined as never, a.logger, { request_id: 'r-5' }, {}, undefined as never);
    const real = b.logger.child({ request_id: 'r-5' });
    for (const log of [lazy, real]) {
      log.debug('not written');
      log.info({ x: 1 }, 'hello');
      log.warn('careful');
    }
    const strip = (ls: Array<Record<string, any>>) => ls.map(({ time: _t, ...rest }) => rest);
    expect(strip(a.lines)).toEqual(strip(b.lines));
    expect(a.lines.map((l) => l.msg)).toEqual(['hello', 'careful']);
    expect(lazy.level).toBe('info');

    const quiet = captured('info');
    const routeLevel = lazyRequestLogger.call(undefined as never, quiet.logger, { request_id: 'r-6' }, { level: 'error' }, undefined as never);
    routeLevel.warn('below the route level');
    routeLevel.error('at it');
    expect(quiet.lines.map((l) => [l.msg, l.request_id])).toEqual([['at it', 'r-6']]);
  });
});
