// The gateway's platform surface: OpenAPI document, rate limits, health and readiness.
import { routes } from '@atelier/contracts';
import { gatewayModule } from '../src/module';
import { Browser, testGateway } from './support/gateway';

test('the OpenAPI document lists every contract route with its schemas', async () => {
  const { app } = await testGateway();
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { openapi: string; paths: Record<string, Record<string, any>> };
  expect(doc.openapi).toMatch(/^3\./);
  for (const [name, def] of Object.entries(routes)) {
    const op = doc.paths[`/api${def.path.replace(/:(\w+)/g, '{$1}')}`]?.[def.method.toLowerCase()];
    expect(op).toBeDefined();
    expect(op.operationId).toBe(name);
    expect(op.responses['200']).toBeDefined();
    if ('body' in def) expect(op.requestBody).toBeDefined();
  }
  expect(doc.paths['/api/auth/login']!.post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  // A route's own error answers are documented with their words: a job's submit may be refused 402.
  for (const submit of ['/api/text_to_image/v2/image_generate', '/api/inpaint/v2/generate_image', '/api/upscale/v2/generate_image', '/api/outpaint/v2/generate_image']) {
    expect(doc.paths[submit]!.post.responses['402'].description).toContain('Not enough credits. Buy a plan to continue.');
  }
  for (const extra of ['/api/auth/csrf', '/api/auth/refresh', '/api/auth/providers', '/api/auth/google/callback', '/api/payment/webhook', '/api/users/invoice/{id}']) {
    expect(doc.paths[extra]).toBeDefined();
  }
  expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  await app.close();
});

test('auth routes share a per-IP budget; over it is 429 in the error format', async () => {
  const { app, identity } = await testGateway({ settings: { rateLimitAuthMax: 3 } });
  const b = new Browser(app);
  await b.csrf(); // counts: /auth/csrf is an auth route too
  await b.call('POST', '/api/auth/send_otp', { email: 'a@example.com' });
  await b.call('POST', '/api/auth/forgot_send_otp', { email: 'a@example.com' });
  const res = await b.call('POST', '/api/auth/login', { email: 'a@example.com', password: 'long-enough' });
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ status: 'error', msg: 'Too many requests, please try again in a minute' });
  expect(identity.calls.map((c) => c.method)).toEqual(['StartRegistration', 'StartPasswordReset']);
  // Another IP has its own budget.
  const other = await app.inject({ method: 'GET', url: '/api/auth/providers', remoteAddress: '10.0.0.9' });
  expect(other.statusCode).toBe(200);
  await app.close();
});

test('the global per-IP limit applies to every route', async () => {
  const { app } = await testGateway({ settings: { rateLimitMax: 2 } });
  await app.inject({ method: 'GET', url: '/remotes.json' });
  await app.inject({ method: 'GET', url: '/api/nope' });
  const res = await app.inject({ method: 'GET', url: '/api/nope' });
  expect(res.statusCode).toBe(429);
  expect(res.json().status).toBe('error');
  await app.close();
});

test('/healthz is always ok; /readyz reflects the probe and caches it briefly', async () => {
  let calls = 0;
  let up = false;
  const { app } = await testGateway({
    readiness: async () => {
      calls += 1;
      return { identity: up };
    },
  });
  expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  const down = await app.inject({ method: 'GET', url: '/readyz' });
  expect(down.statusCode).toBe(503);
  expect(down.json()).toEqual({ status: 'unavailable', services: { identity: false } });
  up = true;
  await app.inject({ method: 'GET', url: '/readyz' });
  expect(calls).toBe(1);
  await app.close();
});

test('a draining gateway (its process is stopping) is unready at once and still serves every request', async () => {
  const { app } = await testGateway({ readiness: async () => ({ identity: true }) });
  expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  gatewayModule.drain!(app);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'draining' }]);
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  await app.close();
});
