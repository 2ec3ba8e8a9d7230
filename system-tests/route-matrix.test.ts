// The authorization matrix, generated from the contract's route table (plus the EXTRA_PATHS that
// take a session) against the whole product in one process (every service module on PGlite,
// in-process events, the real gRPC hops; issue 11). Every route is called
//   - as nobody                         → 401
//   - as a blocked user (cookie still valid) → 401
//   - as a user on an admin route       → 403
//   - as an admin on a user route       → 403 (admins are not users here)
//   - as user A on user B's objects     → 404, never B's data (B gets 200 on the same reads)
// with a valid body, so that the refusal is authorization's, and not one row of any schema changes.
// A new route is covered by being added to the table; one with path parameters fails here until
// OBJECT_OF_B says which of B's objects it takes (or why it takes none).
import { EXTRA_PATH_AUTH, routes, type RouteDef } from '@atelier/contracts';
import { uuidv7 } from '@atelier/platform';
import { Browser } from '@atelier/svc-gateway/tests/support/gateway';
import { startProduct, until, type Person, type Product } from './support/product';
import { BODY_EXAMPLES, CALLS, EXTRA_CALLS, paramNames, urlOf, validBody, validQuery, type Call } from './support/route-calls';

jest.setTimeout(180_000);

/** B's objects, made through the routes as B would make them. */
interface Fixtures {
  /** A private image of B's (finished). */
  image: string;
  /** A job of B's still waiting (its instance paused), so a cancel would change it. */
  pendingJob: string;
  /** The tax invoice of B's payment. */
  invoice: string;
}

/**
 * For each user route with path parameters: the parameters naming one of B's objects, or why the
 * route takes no object of anyone's. A route with parameters missing here fails the test.
 */
const OBJECT_OF_B: Record<string, ((f: Fixtures) => Record<string, string>) | { notOwned: string }> = {
  getPendingImage: (f) => ({ id: f.image }),
  inpaintPending: (f) => ({ id: f.image }),
  upscalePending: (f) => ({ id: f.image }),
  outpaintPending: (f) => ({ id: f.image }),
  like: (f) => ({ image_id: f.image }),
  unlike: (f) => ({ image_id: f.image }),
  cancelJob: (f) => ({ id: f.pendingJob }),
  invoice: (f) => ({ id: f.invoice }),
  userModels: { notOwned: 'the model catalogue is the same for every user' },
  modelSizes: { notOwned: 'the model catalogue is the same for every user' },
  follow: { notOwned: 'any user may follow any other (a user id, not an object)' },
  unfollow: { notOwned: 'any user may stop following any other' },
};

let p: Product;
let userA: Person;
let userB: Person;
let blocked: Person;
let f: Fixtures;

beforeAll(async () => {
  p = await startProduct();
  userA = await p.signUp('ann@matrix.test', 'Ann');
  userB = await p.signUp('bob@matrix.test', 'Bob');
  blocked = await p.signUp('cid@matrix.test', 'Cid');

  // B buys a paid plan (a tax invoice, and premium: private images are premium's).
  const plan = (await userB.call('GET', '/api/users/plans')).json().data.find((x: { type: string; currency: string }) => x.type === 'paid' && x.currency === 'INR');
  const order = (await userB.call('POST', '/api/payment/create_order', { plan_id: plan.id })).json();
  const paid = p.sandbox.control.pay(order.data.order.id, { outcome: 'success' });
  if (!('response' in paid)) throw new Error('the sandbox refused the payment');
  expect((await userB.call('POST', '/api/payment/verify', paid.response)).statusCode).toBe(200);
  const tx = await until(async () => (await userB.call('GET', '/api/users/transactions')).json().data, (d) => d.rows?.some((r: { invoice: string | null }) => r.invoice), 'the invoice');
  const invoice = (tx.rows as Array<{ invoice: string | null }>).find((r) => r.invoice)!.invoice!.split('/').pop()!;

  // A private image (imaging learns of the premium subscription from billing's event: retry).
  const textModel = (await userB.call('GET', '/api/users/models/text-to-image')).json().data[0].value as string;
  const generate = () => userB.call('POST', '/api/text_to_image/v2/image_generate', { prompt: 'a lighthouse at dusk', model_id: textModel, image_size: '512*512', make_public: false });
  const first = await until(generate, (r) => r.statusCode === 200, 'a private image');
  const image = first.json().data.id as string;
  await until(async () => (await userB.call('GET', `/api/text_to_image/v2/get_pending_image/${image}`)).json().data.request_status, (s) => s === 'success', 'the image');

  // A waiting job: the model's instances paused first.
  const instances = (await p.admin.call('GET', '/api/admin/get_model_instance')).json().data as Array<{ id: string }>;
  for (const i of instances) expect((await p.admin.call('POST', `/api/admin/model_instance/${i.id}/pause`)).statusCode).toBe(200);
  const waiting = await generate();
  expect(waiting.statusCode).toBe(200);
  f = { image, pendingJob: waiting.json().data.parent_id as string, invoice };

  // Cid is blocked by the admin; his browser keeps its (still unexpired) cookies.
  const cid = (await p.admin.call('GET', '/api/admin/all_user?name=cid')).json().data.rows[0];
  const block = await p.admin.call('PUT', `/api/admin/user/${cid.id}`, { name: cid.name, profile_name: cid.profile_name, status: 'block', user_subscription_type: cid.user_subscription_type });
  expect(block.statusCode).toBe(200);
  await until(() => blocked.call('GET', '/api/users/get_credits'), (r) => r.statusCode === 401, 'the block to reach the gateway');
});
afterAll(async () => p?.stop());

/** What `call` answers when a route never does: a stream that was let in (the live events) stays
 *  open, and the matrix should name it rather than wait for jest's timeout. */
const NO_ANSWER = { statusCode: 'no answer (a stream was opened)', body: '', json: () => ({ status: 'none' }) };

/** One call of `c` by `b`: a valid body, a valid query, the given (or well-formed random) params. */
async function call(b: Browser, c: Call, params: Record<string, string> = {}) {
  const filled = Object.fromEntries(paramNames(c.path).map((k) => [k, params[k] ?? uuidv7()]));
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<typeof NO_ANSWER>((resolve) => (timer = setTimeout(() => resolve(NO_ANSWER), 15_000)));
  try {
    return await Promise.race([b.call(c.method, urlOf(c, filled, validQuery(c)), validBody(c)), stuck]);
  } finally {
    clearTimeout(timer);
  }
}

const guarded = CALLS.filter((c) => c.auth !== 'none');
const userCalls = guarded.filter((c) => c.auth === 'user');
const adminCalls = guarded.filter((c) => c.auth === 'admin');

describe('the table is complete', () => {
  test('every user route with path parameters says which of B\'s objects it takes', () => {
    const missing = userCalls.filter((c) => paramNames(c.path).length > 0 && !(c.name in OBJECT_OF_B)).map((c) => c.name);
    expect(missing).toEqual([]);
    for (const [name, of] of Object.entries(OBJECT_OF_B)) {
      const c = CALLS.find((x) => x.name === name);
      expect([name, c?.auth]).toEqual([name, 'user']);
      if (typeof of === 'function') expect(Object.keys(of({ image: 'i', pendingJob: 'j', invoice: 'v' })).sort()).toEqual(paramNames(c!.path).sort());
    }
  });

  test('every route has a valid body (drawn from its schema, or an example) and accepts an empty query', () => {
    const noBody = CALLS.filter((c) => c.def?.body && validBody(c) === null).map((c) => c.name);
    expect(noBody).toEqual([]);
    for (const c of CALLS) {
      if (c.def?.body) expect([c.name, c.def.body.safeParse(validBody(c)).success]).toEqual([c.name, true]);
      if (c.def?.query) expect([c.name, c.def.query.safeParse({}).success]).toEqual([c.name, true]);
    }
    for (const name of Object.keys(BODY_EXAMPLES)) expect((routes as Record<string, RouteDef>)[name]?.body).toBeDefined();
  });

  test('every extra path is in the matrix or says why it is public, and every /admin path is admin-only', () => {
    expect(Object.keys(EXTRA_CALLS).length).toBeGreaterThan(0);
    // Called as public exactly when the contract says nobody needs a session for it.
    for (const [name, c] of Object.entries(EXTRA_CALLS)) expect([name, 'public' in c]).toEqual([name, EXTRA_PATH_AUTH[name as keyof typeof EXTRA_PATH_AUTH] === 'none']);
    for (const c of CALLS) if (c.path.startsWith('/admin/')) expect([c.name, c.auth]).toEqual([c.name, 'admin']);
    expect(guarded.length).toBeGreaterThanOrEqual(60);
  });
});

test('nobody: 401 on every signed-in route; nothing changes', async () => {
  const before = await p.fingerprint();
  const answers: string[] = [];
  for (const c of guarded) {
    const res = await call(new Browser(p.app), c);
    answers.push(`${c.name} ${res.statusCode} ${res.json().status}`);
  }
  expect(answers).toEqual(guarded.map((c) => `${c.name} 401 error`));
  expect(await p.fingerprint()).toEqual(before);
});

test('a blocked user, cookies still valid: 401 everywhere (refresh too); nothing changes', async () => {
  const before = await p.fingerprint();
  const answers: string[] = [];
  for (const c of guarded) {
    const b = new Browser(p.app);
    for (const [k, v] of blocked.cookies) b.cookies.set(k, v);
    const res = await call(b, c);
    answers.push(`${c.name} ${res.statusCode} ${res.json().status}`);
  }
  expect(answers).toEqual(guarded.map((c) => `${c.name} 401 error`));
  expect(await p.fingerprint()).toEqual(before);
});

test('a user on admin routes and an admin on user routes: 403; nothing changes', async () => {
  const before = await p.fingerprint();
  const answers: string[] = [];
  for (const c of adminCalls) answers.push(`${c.name} ${(await call(p.as('user', userA.id), c)).statusCode}`);
  // The admin's refresh cookie is the admin's own session: refreshing it is allowed, not a user route.
  const userOnly = userCalls.filter((c) => !c.refreshCookie);
  for (const c of userOnly) answers.push(`${c.name} ${(await call(p.as('admin', p.admin.id), c)).statusCode}`);
  expect(answers).toEqual([...adminCalls.map((c) => `${c.name} 403`), ...userOnly.map((c) => `${c.name} 403`)]);
  expect(await p.fingerprint()).toEqual(before);
});

test("user A on user B's objects: 404, none of B's data; B reads them; nothing changes", async () => {
  const owned = userCalls.filter((c) => typeof OBJECT_OF_B[c.name] === 'function');
  expect(owned.length).toBeGreaterThanOrEqual(8);
  const paramsOf = (c: Call) => (OBJECT_OF_B[c.name] as (f: Fixtures) => Record<string, string>)(f);
  // The fixtures are real: B reads each of them.
  for (const c of owned.filter((x) => x.method === 'GET')) expect([c.name, (await call(userB, c, paramsOf(c))).statusCode]).toEqual([c.name, 200]);

  const before = await p.fingerprint();
  const answers: string[] = [];
  for (const c of owned) {
    const res = await call(userA, c, paramsOf(c));
    answers.push(`${c.name} ${res.statusCode} ${res.json().status}`);
    for (const secret of [userB.id, userB.email, 'lighthouse']) expect([c.name, res.body.includes(secret)]).toEqual([c.name, false]);
  }
  expect(answers).toEqual(owned.map((c) => `${c.name} 404 error`));
  expect(await p.fingerprint()).toEqual(before);
  // B's waiting job is still waiting.
  expect((await userB.call('GET', `/api/text_to_image/v2/get_pending_image/${f.pendingJob}`)).statusCode).toBeLessThan(500);
});
