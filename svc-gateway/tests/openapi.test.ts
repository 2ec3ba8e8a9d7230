// The OpenAPI document tells the truth (issue 11, Schemathesis): every operation documents the
// gateway's own answers (405 + Allow, 429 + Retry-After, …) and who may call it (cookie session,
// CSRF double-submit); body-less calls do not require a body; the validators' rules that JSON
// Schema can say (email pattern, integer ranges, "not 0") are in it. Each claim is checked against
// what the gateway actually answers. The full run is e2e/api/schemathesis.e2e.test.ts.
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, Email, routes } from '@atelier/contracts';
import { describeEdge, type OpenApiDoc } from '../src/plugins/openapi';
import { Browser, PUBLIC_URL, testGateway } from './support/gateway';

type Op = { operationId: string; security: Array<Record<string, string[]>>; requestBody?: { required: boolean; content: Record<string, { schema: any }> }; responses: Record<string, any> };
let app: FastifyInstance;
let doc: { paths: Record<string, Record<string, Op>>; components: { securitySchemes: Record<string, any> } };
const op = (path: string, method: string) => doc.paths[`/api${path.replace(/:(\w+)/g, '{$1}')}`]![method.toLowerCase()]!;
const bodySchema = (o: Op) => o.requestBody!.content['application/json']!.schema;

beforeAll(async () => {
  ({ app } = await testGateway({ settings: { rateLimitMax: 8, rateLimitAuthMax: 8 } }));
  doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(() => app.close());

test('every operation documents 400, 405 with Allow, 414, 429 with Retry-After, 431 and 503, each as ErrorBody', () => {
  const all = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
  expect(all.length).toBeGreaterThan(Object.keys(routes).length);
  for (const o of all) {
    for (const status of ['400', '405', '414', '429', '431', '503']) {
      expect([o.operationId, status, o.responses[status]?.content?.['application/json']?.schema?.properties?.status]).toEqual([o.operationId, status, { type: 'string', enum: ['error'] }]);
    }
    expect(o.responses['405'].headers.Allow.required).toBe(true);
    expect(o.responses['429'].headers['Retry-After']).toBeDefined();
    if (o.requestBody) expect(Object.keys(o.responses)).toEqual(expect.arrayContaining(['413', '415']));
  }
  expect(new Set(all.map((o) => o.operationId)).size).toBe(all.length); // googleCallback GET and POST too
});

test('security: the session cookie where a role is needed, the CSRF pair on every unsafe call but the exempt ones', () => {
  expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['csrfCookie', 'csrfHeader', 'session']);
  expect(doc.components.securitySchemes.csrfHeader).toMatchObject({ in: 'header', name: CSRF_HEADER });
  expect(doc.components.securitySchemes.csrfCookie).toMatchObject({ in: 'cookie', name: CSRF_COOKIE });
  expect(op('/users/get_credits', 'GET').security).toEqual([{ session: [] }]);
  expect(op('/users/update_profile', 'POST').security).toEqual([{ session: [], csrfHeader: [], csrfCookie: [] }]);
  expect(op('/auth/login', 'POST').security).toEqual([{ csrfHeader: [], csrfCookie: [] }]);
  expect(op('/auth/csrf', 'GET').security).toEqual([]);
  expect(op('/payment/webhook', 'POST').security).toEqual([]);
  expect(op('/users/invoice/:id', 'GET').security).toEqual([{ session: [] }]);
  expect(op('/users/get_credits', 'GET').responses['401']).toBeDefined();
  expect(op('/admin/dashboard', 'GET').responses['403']).toBeDefined();
});

test('a call without a body does not require one (the gateway takes none, null or {})', async () => {
  const getMe = op(routes.getMe.path, 'POST');
  expect(getMe.requestBody!.required).toBe(false);
  expect(op('/auth/refresh', 'POST').requestBody!.required).toBe(false);
  expect(op(routes.login.path, 'POST').requestBody!.required).toBe(true);
  const b = new Browser(app);
  b.cookies.set('atelier_at', app.jwt.sign({ sub: 'u-1', role: 'user', sid: 's-1' }));
  expect((await b.call('POST', '/api/users/get_me')).statusCode).toBe(200);
});

test('non-JSON successes: Google sign-in answers 302 with Location, an invoice is a PDF', () => {
  const google = op('/auth/google/callback', 'GET');
  expect(google.responses['302'].headers.Location.required).toBe(true);
  expect(google.responses['200']).toBeUndefined();
  expect(Object.keys(op('/users/invoice/:id', 'GET').responses['200'].content)).toEqual(['application/pdf']);
});

test("the validators' rules JSON Schema can state are in the document", () => {
  const email = bodySchema(op(routes.login.path, 'POST')).properties.email;
  expect(email).toMatchObject({ type: 'string', minLength: 2, maxLength: 254 });
  expect(email.format).toBeUndefined(); // format checkers refuse a local part over 64; the validator does not
  // The documented pattern takes exactly what the validator takes, on both sides of the line.
  const pattern = new RegExp(email.pattern);
  for (const s of ['ann@example.com', "o'neil+x@mail.example.org", 'a@b.co', '0@a.com', 'a..b@c.com', 'a@b', '"a"@b.com', 'a@-b.com', 'ann@example.c', '.a@b.com']) {
    expect([s, pattern.test(s)]).toEqual([s, Email.safeParse(s).success]);
  }
  const plan = bodySchema(op(routes.adminCreatePlan.path, 'POST')).properties;
  expect(plan.credits).toMatchObject({ type: 'integer', minimum: 1 });
  expect(plan.amount.anyOf[0]).toEqual({ enum: [0] });
  expect(bodySchema(op(routes.adminAdjustCredits.path, 'POST')).properties.amount).toMatchObject({ type: 'integer', not: { enum: [0] } });
});

test('429 carries Retry-After, 405 carries Allow, as documented', async () => {
  const ask = () => app.inject({ method: 'GET', url: '/api/auth/providers' });
  let res = await ask();
  for (let i = 0; i < 20 && res.statusCode !== 429; i++) res = await ask();
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  const wrong = await app.inject({ method: 'PUT', url: '/api/auth/csrf', cookies: { [CSRF_COOKIE]: 't' }, headers: { [CSRF_HEADER]: 't', origin: PUBLIC_URL } });
  expect([wrong.statusCode, wrong.headers.allow]).toEqual([405, 'GET, HEAD']);
});

test('an operation the document cannot place (neither a contract route nor a known extra) fails the build', () => {
  const bare: OpenApiDoc = { info: {}, paths: { '/api/x': { get: { operationId: 'somethingNew', responses: {} } } } };
  expect(() => describeEdge(bare)).toThrow(/somethingNew/);
});
