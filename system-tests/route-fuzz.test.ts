// Property-based fuzzing of every route of the contract's route table (issue 11): body, query and
// path parameters drawn from the route's own zod schemas (support/schema-arbitrary.ts) with hostile
// values mixed in (support/hostile.ts), sent to the whole product in one process as the route's
// caller (a signed-in user, the admin, or nobody for the public routes). For every call:
//   - never a 5xx;
//   - every refusal is `{status:"error", msg}` with a message;
//   - every success matches the route's response schema;
//   - a refused call stores nothing (a fingerprint of every row of every schema before and after;
//     GET routes are checked over their whole run, since a read never stores).
// Bounded and repeatable: a fixed seed per route and RUNS cases each; the totals are printed.
import fc from 'fast-check';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { routes, type RouteDef } from '@atelier/contracts';
import { Browser, PUBLIC_URL } from '@atelier/svc-gateway/tests/support/gateway';
import { startProduct, type Person, type Product } from './support/product';
import { arbitraryFor, arbitraryOf } from './support/schema-arbitrary';
import { bodyArbitrary, queryArbitrary, segmentArbitrary, type Body } from './support/hostile';
import { BODY_EXAMPLES, paramNames } from './support/route-calls';

jest.setTimeout(300_000);

/** Cases per route (each a request); with the seed, the whole run is repeatable. FUZZ_RUNS and
 *  FUZZ_SEED override them for a longer hunt by hand (the suite runs the defaults). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
/**
 * Inputs that once broke a route (issue 11's findings, and what this fuzzing finds), kept as
 * regression examples: run before the random cases of their route. Functions, so that they can
 * name things that exist (KNOWN) and travel as far as a good request would.
 */
const REGRESSIONS: Array<[string, () => Partial<Req>]> = [
  // A NUL byte in a prompt or a profile name was a 500 (PostgreSQL refuses it).
  ['imageGenerate', () => ({ body: { text: JSON.stringify({ prompt: 'a\u0000b', model_id: KNOWN.model_id![0], image_size: '512*512' }) } })],
  ['updateProfile', () => ({ body: { text: JSON.stringify({ name: 'Ann', email: 'ann@fuzz.test', profile_name: 'a\u0000n' }) } })],
  // Instance settings nested 10,000 deep overflowed the stack (500); a NUL inside them was a 500 too.
  ['adminCreateModelInstance', () => ({ body: { text: `{"name":"n","controller_name":"cpu","priority":1,"api_token":"t","model_id":"${KNOWN.model_id![0]}","settings":${deep(10_000)}}` } })],
  ['adminCreateModelInstance', () => ({ body: { text: JSON.stringify({ name: 'n', controller_name: 'cpu', priority: 1, api_token: 't', model_id: KNOWN.model_id![0], settings: { 'k\u0000': 'v\u0000' } }) } })],
  // A path parameter that does not decode answered with Fastify's own error object.
  ['modelSizes', () => ({ params: { model_id: '%%%' } })],
  // Found here: bytes that are no image took a credit hold and released it (rows in the wallet and
  // ledger for a refused request); imaging now looks at the magic bytes before the hold.
  ['outpaintGenerate', () => ({ body: { text: JSON.stringify({ model_id: MODEL_OF_TYPE.outpaint, image_size: '512*512', input_image: `data:image/png;base64,${Buffer.from('%PDF-1.7 not an image').toString('base64')}`, mimetype: 'image/png', outpaint_selections: ['Left'] }) } })],
  ['upscaleGenerate', () => ({ body: { text: JSON.stringify({ model_id: MODEL_OF_TYPE.upscale, image_size: '512*512', input_image: 'data:.-...O.--++./toString;base64,h8NeT', uov_method: 'Upscale (2x)' }) } })],
];

/**
 * Tables a refused call may write by design, per route, with the reason (anything else is a bug).
 */
const REFUSAL_WRITES: Record<string, { tables: string[]; why: string }> = {
  login: { tables: ['identity.login_failures'], why: 'a wrong password is counted: the lockout throttle (issue 11)' },
  verifyOtp: { tables: ['identity.otp_challenges'], why: 'a wrong code is counted: a code dies after its allowed attempts' },
  forgotVerifyOtp: { tables: ['identity.otp_challenges'], why: 'a wrong code is counted: a code dies after its allowed attempts' },
  updateProfile: { tables: ['identity.login_failures'], why: "a wrong current password for an email change is counted by the sign-in throttle (issue 11)" },
  adminUpdateProfile: { tables: ['identity.login_failures'], why: "a wrong current password for an email change is counted by the sign-in throttle (issue 11)" },
  confirmEmailChange: { tables: ['identity.otp_challenges'], why: 'a wrong code is counted: a code dies after its allowed attempts' },
  adminConfirmEmailChange: { tables: ['identity.otp_challenges'], why: 'a wrong code is counted: a code dies after its allowed attempts' },
};

interface Req {
  params: Record<string, string>;
  query: string;
  body: Body;
}

type JsonSchema = { properties?: Record<string, object> };
const shapeOf = (s: z.ZodType | undefined): JsonSchema | undefined => (s ? (z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined);

/** Values that exist in the running product (a real model, plan, user…), by field or parameter
 *  name: drawn strings almost never name one, and then a call stops at "not found" before the code
 *  that stores anything. Filled in beforeAll. */
const KNOWN: Record<string, string[]> = {};
/** A model of each operation (for the regression examples). */
const MODEL_OF_TYPE: Record<string, string> = {};

/**
 * Bodies the route's schema accepts: drawn ones that pass it, each also with its fields set to
 * KNOWN values, plus the route's example. Hostile cases are made from these, so that one bad field
 * travels as far as a good body would (a wholly drawn body is usually refused at the first check).
 */
function validPool(name: string, schema: z.ZodType): unknown[] {
  const drawn = fc.sample(arbitraryFor(schema), { seed: seedOf(name), numRuns: 100 });
  const example = BODY_EXAMPLES[name];
  const withKnown = (v: unknown, i: number) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, KNOWN[k] ? KNOWN[k][i % KNOWN[k].length] : x]))
      : v;
  const all = [...(example === undefined ? [] : [example, withKnown(example, 0)]), ...drawn.flatMap((v, i) => [v, withKnown(v, i)])];
  return all.filter((v) => schema.safeParse(v).success).slice(0, 30);
}

/** The request arbitrary of one route. */
function requestArbitrary(name: string, d: RouteDef): fc.Arbitrary<Req> {
  const params = shapeOf(d.params)?.properties ?? {};
  const names = paramNames(d.path);
  const paramArb = fc.record(Object.fromEntries(names.map((k) => [k, segmentArbitrary(params[k] ? arbitraryOf(params[k]) : fc.string({ minLength: 1, maxLength: 20 }), KNOWN[k] ?? [])])));
  const query = shapeOf(d.query);
  const body = shapeOf(d.body);
  const pool = d.body ? validPool(name, d.body) : [];
  const bodies = d.body ? (pool.length ? fc.oneof(fc.constantFrom(...pool), arbitraryFor(d.body)) : arbitraryFor(d.body)) : undefined;
  return fc.record({
    params: paramArb,
    query: queryArbitrary(query ? arbitraryOf(query) : undefined, Object.keys(query?.properties ?? {})),
    body: d.method === 'GET' ? fc.constant(undefined) : bodyArbitrary(bodies, Object.keys(body?.properties ?? {})),
  });
}

/** A stable seed per route: adding a route does not reshuffle the others' cases. */
const seedOf = (name: string) => [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, SEED);

let p: Product;
let userA: Person;
/** One browser per caller kind (it keeps its CSRF cookie); the access cookie is fresh per call. */
const browsers: Partial<Record<RouteDef['auth'], Browser>> = {};
let cases = 0;
const statuses = new Map<number, number>();
/** Answers per route, printed when FUZZ_VERBOSE is set (to see how deep the cases reach). */
const perRoute: Record<string, Record<number, number>> = {};

beforeAll(async () => {
  p = await startProduct();
  userA = await p.signUp('ann@fuzz.test', 'Ann');
  browsers.none = new Browser(p.app);
  browsers.user = new Browser(p.app);
  browsers.admin = new Browser(p.app);
  const models = (await p.admin.call('GET', '/api/admin/get_model')).json().data as Array<{ id: string; type: string }>;
  for (const m of models) MODEL_OF_TYPE[m.type] ??= m.id;
  const instances = (await p.admin.call('GET', '/api/admin/get_model_instance')).json().data as Array<{ id: string }>;
  const plans = (await p.admin.call('GET', '/api/admin/plans/')).json().data as Array<{ id: string }>;
  Object.assign(KNOWN, {
    model_id: models.map((m) => m.id),
    plan_id: plans.map((x) => x.id),
    user_id: [userA.id, p.admin.id],
    image_size: ['512*512'],
    email: ['ann@fuzz.test', 'someone@fuzz.test'],
    // `:id` names a model, an instance, a plan or a user depending on the route: any of them.
    id: [...models, ...instances, ...plans].map((x) => x.id).concat(userA.id),
  });
});
afterAll(async () => {
  const rows = Object.keys(routes).length;
  // The figures the issue asks for: routes, cases per route, total cases, and the answers seen.
  console.log(`route-fuzz: seed ${SEED}, ${RUNS} cases per route × ${rows} routes (+${REGRESSIONS.length} regression examples) = ${cases} cases; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
  if (process.env.FUZZ_VERBOSE) console.log(Object.entries(perRoute).map(([r, s]) => `${r} ${JSON.stringify(s)}`).join('\n'));
  await p?.stop();
});

async function send(name: string, d: RouteDef, req: Req): Promise<LightMyRequestResponse> {
  const b = browsers[d.auth]!;
  if (d.auth !== 'none') b.cookies.set('atelier_at', (d.auth === 'user' ? p.as('user', userA.id) : p.as('admin', p.admin.id)).cookies.get('atelier_at')!);
  const path = d.path.replace(/:([a-z_]+)/g, (_, k: string) => req.params[k] ?? 'x');
  const url = `/api${path}${req.query ? `?${req.query}` : ''}`;
  const payload = req.body === undefined ? undefined : 'text' in req.body ? req.body.text : req.body.bytes;
  const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': 'application/json' };
  cases += 1;
  const res = d.method === 'GET' ? await b.call(d.method, url, undefined, headers) : await b.call(d.method, url, payload, headers);
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  (perRoute[name] ??= {})[res.statusCode] = (perRoute[name]![res.statusCode] ?? 0) + 1;
  return res;
}

/** What must hold for any answer of route `d`. */
function checkAnswer(name: string, d: RouteDef, res: LightMyRequestResponse): void {
  const where = `${name} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`server error: ${where}`);
  let json: unknown;
  try {
    json = res.json();
  } catch {
    throw new Error(`not JSON: ${where}`);
  }
  if (res.statusCode >= 400) {
    const ok = z.strictObject({ status: z.literal('error'), msg: z.string().min(1) }).safeParse(json);
    if (!ok.success) throw new Error(`error shape: ${where}`);
  } else {
    const ok = d.response.safeParse(json);
    if (!ok.success) throw new Error(`response breaks its schema (${ok.error.issues[0]?.path.join('.')}: ${ok.error.issues[0]?.message}): ${where}`);
  }
}

const changedTables = (a: Record<string, string>, b: Record<string, string>) => [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]);

const table = Object.entries(routes as Record<string, RouteDef>);

test.each(table)('%s: no 5xx, every error {status:"error", msg}, successes match the schema, refusals store nothing', async (name, d) => {
  const allowed = new Set(REFUSAL_WRITES[name]?.tables ?? []);
  const reads = d.method === 'GET';
  let last = await p.fingerprint();
  const one = async (req: Req) => {
    const res = await send(name, d, req);
    checkAnswer(name, d, res);
    if (reads) return;
    const now = await p.fingerprint();
    if (res.statusCode >= 400) {
      const changed = changedTables(last, now).filter((t) => !allowed.has(t));
      if (changed.length) throw new Error(`a refused call (${res.statusCode} ${res.body.slice(0, 120)}) changed ${changed.join(', ')}`);
    }
    last = now;
  };
  for (const [route, req] of REGRESSIONS) if (route === name) await one({ params: {}, query: '', body: undefined, ...req() });
  await fc.assert(fc.asyncProperty(requestArbitrary(name, d), one), { seed: seedOf(name), numRuns: RUNS, endOnFailure: true });
  // A read never stores, whatever it was asked.
  if (reads) expect(changedTables(last, await p.fingerprint())).toEqual([]);
});

test('the public URL the product runs under is the test one (the fuzzing stays on 127.0.0.1 / inject)', () => {
  expect(PUBLIC_URL).toMatch(/^http:\/\/(localhost|127\.0\.0\.1)/);
});
