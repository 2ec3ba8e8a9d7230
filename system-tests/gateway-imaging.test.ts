// The image routes through the gateway (fastify.inject) against the real imaging module and worker
// on PGlite with the cpu node: generate → poll → media, owner-only private files, the live event
// stream, spec §5 messages as 4xx with nothing stored, 402 for a short balance (billing is the
// harness's in-memory double), params/query validation, admin guards.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from '@atelier/platform';
import { IMAGING_LIMITS, IMAGING_MSG } from '@atelier/contracts';
import { cpuAdapter } from '@atelier/svc-imaging/src/adapters';
import { premium, SECRETS, startHarness, type Harness } from '@atelier/svc-imaging/tests/support/harness';
import { ImageEventsHub } from '@atelier/svc-gateway/src/live/image-events.hub';
import { jobEventsListener } from '@atelier/svc-gateway/src/live/job-events.listener';
import { Browser, PUBLIC_URL, testGateway } from '@atelier/svc-gateway/tests/support/gateway';

let h: Harness;
let app: FastifyInstance;
let textModel: string;
let upscaleModel: string;

beforeAll(async () => {
  h = await startHarness({ adapters: new Map([['cpu', cpuAdapter]]) });
  // The hub hears imaging's job events on the harness's in-process bus, as the gateway module wires it.
  const live = new ImageEventsHub(`${PUBLIC_URL}/media/`);
  h.events.listen(jobEventsListener(live));
  // One JWT_SECRET for both, as in production: imaging verifies the admin token the gateway forwards.
  ({ app } = await testGateway({ imaging: h.client as never, objects: h.objects, live, settings: { jwtSecret: SECRETS.JWT_SECRET } }));
  textModel = (await h.client.ListModels({ type: 'text2img', status: 'active', name: '' })).models[0]!.id;
  upscaleModel = (await h.client.ListModels({ type: 'upscale', status: 'active', name: '' })).models[0]!.id;
});
afterAll(async () => {
  await app.close();
  await h.stop();
});

/** A signed-in browser: the access cookie is minted with the gateway's own key. */
function as(role: 'user' | 'admin', sub = uuidv7()): Browser & { sub: string } {
  const b = new Browser(app) as Browser & { sub: string };
  b.sub = sub;
  b.cookies.set('atelier_at', app.jwt.sign({ sub, role, sid: uuidv7() }));
  return b;
}

async function poll(b: Browser, id: string) {
  for (let i = 0; i < 200; i++) {
    const res = await b.call('GET', `/api/text_to_image/v2/get_pending_image/${id}`);
    if (res.json().data.request_status !== 'pending') return res.json().data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('still pending');
}

/** Files under DATA_DIR/objects/<prefix> (uploads and inputs must not outlive a refused request). */
function stored(prefix: string): string[] {
  try {
    return readdirSync(join(h.dataDir, 'objects', prefix), { recursive: true }) as string[];
  } catch {
    return [];
  }
}

test('models and sizes for the pickers; generate answers with pending records, polling sees the file', async () => {
  const ann = as('user');
  await premium(h, ann.sub); // keeping results private is premium's (spec §6)
  const models = (await ann.call('GET', '/api/users/models/text-to-image')).json();
  // The seeded model's description rides along as help text for the select, its credits per image for the cost line.
  expect(models.data).toContainEqual({ value: textModel, label: 'Procedural Sketch (CPU)', credits: expect.any(Number), description: expect.stringMatching(/^A procedural sketch, not AI/) });
  const sizes = (await ann.call('GET', `/api/users/model_sizes/${textModel}`)).json();
  expect(sizes.data).toContainEqual({ value: '512*512', label: '512*512' });

  const res = await ann.call('POST', '/api/text_to_image/v2/image_generate', { prompt: '  a quiet harbour  ', model_id: textModel, image_size: '512*512', image_number: 2, make_public: false });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.data).toMatchObject({ prompt: 'a quiet harbour', request_status: 'pending', image_url: null, image_cdn: `${PUBLIC_URL}/media/`, make_public: false });
  expect(body.images).toHaveLength(2);
  const done = await poll(ann, body.data.id);
  expect(done).toMatchObject({ request_status: 'success', parent_id: body.data.parent_id, image_url: `images/private/${ann.sub}/${body.data.id}.png` });
  // The cpu node names what it drew ("harbour" is the sea); a pending record has no preset yet.
  expect(done.preset).toBe('Procedural sketch · day · sea');
  expect(body.data.preset).toBeNull();

  const file = await ann.call('GET', `/media/${done.image_url}`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  expect(file.headers['cache-control']).toBe('private, no-store');
  expect((await ann.call('GET', `/media/${done.thumbnail_url}`)).headers['content-type']).toBe('image/webp');
  // Private: not for another user (looks missing), not for anonymous visitors.
  expect((await as('user').call('GET', `/media/${done.image_url}`)).statusCode).toBe(404);
  expect((await as('user').call('GET', `/media/${done.thumbnail_url}`)).statusCode).toBe(404);
  expect((await new Browser(app).call('GET', `/media/${done.image_url}`)).statusCode).toBe(401);
  // Nor its record.
  expect((await as('user').call('GET', `/api/text_to_image/v2/get_pending_image/${body.data.id}`)).statusCode).toBe(404);

  const mine = (await ann.call('GET', '/api/text_to_image/user_image')).json();
  expect(mine.data.map((r: { id: string }) => r.id).sort()).toEqual(body.images.map((r: { id: string }) => r.id).sort());
  expect((await ann.call('GET', '/api/users/get_all_user_image?page=1')).json().data.count).toBe(2);
});

test('a public image is served to anyone with a long cache; inputs and uploads never are', async () => {
  const ann = as('user');
  const res = (await ann.call('POST', '/api/text_to_image/v2/image_generate', { prompt: 'public', model_id: textModel, image_size: '512*512' })).json();
  const done = await poll(ann, res.data.id);
  const file = await new Browser(app).call('GET', `/media/${done.image_url}`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await ann.call('GET', `/media/inputs/${res.data.parent_id}/image.png`)).statusCode).toBe(404);
  expect((await ann.call('GET', '/media/../secrets.json')).statusCode).toBe(404);
});

test('the event stream delivers a finished image to its owner', async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ann = as('user');
  const address = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const ac = new AbortController();
  const stream = await fetch(`${address}/api/images/events`, { headers: { cookie: `atelier_at=${ann.cookies.get('atelier_at')}` }, signal: ac.signal });
  expect(stream.status).toBe(200);
  expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = stream.body!.getReader();
  await reader.read(); // ": connected"
  const started = Date.now();
  const res = (await ann.call('POST', '/api/text_to_image/v2/image_generate', { prompt: 'live', model_id: textModel, image_size: '512*512' })).json();
  let text = '';
  while (!/event: image\ndata: .*\n\n/.test(text)) text += Buffer.from((await reader.read()).value!).toString();
  ac.abort();
  const [, id, data] = /id: (.+)\nevent: image\ndata: (.*)\n/.exec(text)!;
  expect(JSON.parse(data!)).toMatchObject({ id: res.data.id, request_status: 'success' });
  expect(id).toMatch(/^[0-9a-f-]{36}\.0\./);
  expect(Date.now() - started).toBeLessThan(3_000);
  expect((await fetch(`${address}/api/images/events`)).status).toBe(401);
});

test('spec §5 messages and bad inputs answer 4xx and store nothing', async () => {
  const ann = as('user');
  const gen = (body: Record<string, unknown>) => ann.call('POST', '/api/text_to_image/v2/image_generate', { prompt: 'p', model_id: textModel, image_size: '512*512', ...body });
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ prompt: '   ' }, IMAGING_MSG.promptMin],
    [{ prompt: 'x'.repeat(2001) }, 'Prompt can not be more than 2000 characters'],
    [{ model_id: '' }, IMAGING_MSG.model],
    [{ model_id: uuidv7() }, IMAGING_MSG.model],
    [{ image_size: '' }, IMAGING_MSG.size],
    [{ image_size: '640*640' }, IMAGING_MSG.size],
    [{ image_number: 4 }, IMAGING_MSG.imageNumber],
    [{ image_seed: -1 }, IMAGING_MSG.seed],
    [{ image_seed: 1.5 }, IMAGING_MSG.seed],
    [{ image_seed: '9223372036854775808' }, IMAGING_MSG.seed],
    [{ image_seed: 'abc' }, IMAGING_MSG.seed],
  ];
  for (const [body, msg] of cases) {
    const res = await gen(body);
    expect({ status: res.statusCode, msg: res.json().msg }).toEqual({ status: 400, msg });
  }
  const up = (input_image: string) => ann.call('POST', '/api/upscale/v2/generate_image', { model_id: upscaleModel, image_size: '1024*1024', uov_method: 'Upscale (2x)', input_image, mimetype: 'png' });
  const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4 hello').toString('base64')}`;
  for (const bad of ['data:image/png;base64,', 'data:image/png;base64,@@@@', pdf]) {
    const res = await up(bad);
    expect({ status: res.statusCode, msg: res.json().msg }).toEqual({ status: 400, msg: IMAGING_MSG.badImage });
  }
  // A PNG signature and nothing of an image after it: a file cut short (system-tests/hostile-images.test.ts has the rest).
  const cut = await up(`data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64')}`);
  expect({ status: cut.statusCode, msg: cut.json().msg }).toEqual({ status: 400, msg: IMAGING_MSG.imageMalformed });
  expect((await up('not a data url')).statusCode).toBe(400);
  expect((await ann.call('POST', '/api/upscale/v2/generate_image', { model_id: upscaleModel, image_size: '1024*1024', input_image: pdf })).json().msg).toBe(IMAGING_MSG.uovMethod);
  expect((await ann.call('POST', '/api/inpaint/v2/generate_image', { prompt: 'p', model_id: textModel, image_size: '512*512' })).json().msg).toBe(IMAGING_MSG.inputImage);
  expect(stored('uploads')).toEqual([]);
  expect(stored('inputs')).toEqual([]);
  expect((await ann.call('GET', '/api/text_to_image/user_image')).json().data).toEqual([]);
});

test('not enough credits: 402 in the spec\'s words through imaging\'s gRPC answer, nothing stored; billing down is 503', async () => {
  const ann = as('user');
  h.billing.balances.set(ann.sub, 1); // the cpu model costs 1 credit an image
  const body = { prompt: 'two harbours', model_id: textModel, image_size: '512*512', image_number: 2, make_public: true };
  const res = await ann.call('POST', '/api/text_to_image/v2/image_generate', body);
  expect(res.statusCode).toBe(402);
  expect(res.json()).toEqual({ status: 'error', msg: 'Not enough credits. Buy a plan to continue.' });
  expect((await ann.call('GET', '/api/text_to_image/user_image')).json().data).toEqual([]);
  expect(h.billing.holdsOf(ann.sub)).toEqual([]);
  h.billing.down = true;
  try {
    const down = await ann.call('POST', '/api/text_to_image/v2/image_generate', { ...body, image_number: 1 });
    expect([down.statusCode, down.json().msg]).toEqual([503, 'The service is temporarily unavailable, please try again later']);
  } finally {
    h.billing.down = false;
  }
  expect((await ann.call('GET', '/api/text_to_image/user_image')).json().data).toEqual([]);
  const ok = await ann.call('POST', '/api/text_to_image/v2/image_generate', { ...body, image_number: 1 });
  expect(ok.statusCode).toBe(200);
  expect(h.billing.holdsOf(ann.sub)).toEqual([expect.objectContaining({ credits: 1, operation: 'text2img', jobId: ok.json().data.parent_id })]);
  await poll(ann, ok.json().data.id);
});

test('image routes take bodies beyond the 1 MiB default; the others do not', async () => {
  const ann = as('user');
  const big = `data:image/png;base64,${Buffer.alloc(3 * 1024 * 1024, 7).toString('base64')}`;
  const up = await ann.call('POST', '/api/upscale/v2/generate_image', { model_id: upscaleModel, image_size: '1024*1024', uov_method: 'Upscale (2x)', input_image: big, mimetype: 'png' });
  expect({ status: up.statusCode, msg: up.json().msg }).toEqual({ status: 400, msg: IMAGING_MSG.badImage });
  const gen = await ann.call('POST', '/api/text_to_image/v2/image_generate', { prompt: 'p', model_id: textModel, image_size: '512*512', negative_prompt: big });
  expect(gen.statusCode).toBe(413);
  expect(stored('uploads')).toEqual([]);
});

test('an upscale of a real image runs on the cpu node', async () => {
  const ann = as('user');
  const sharp = (await import('sharp')).default;
  const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
  const res = await ann.call('POST', '/api/upscale/v2/generate_image', { model_id: upscaleModel, image_size: '1024*1024', uov_method: 'Upscale (2x)', input_image: `data:image/jpeg;base64,${jpeg.toString('base64')}`, mimetype: 'jpg' });
  expect(res.statusCode).toBe(200);
  const done = await poll(ann, res.json().data.id);
  expect(done.request_status).toBe('success');
  const meta = await sharp((await ann.call('GET', `/media/${done.image_url}`)).rawPayload).metadata();
  expect([meta.width, meta.height]).toEqual([600, 400]);
  expect(stored('uploads')).toEqual([]);
});

// After the refused-request checks, which expect no stored inputs at all.
test('an in-painting record names its input, which only its owner may read (the mask never)', async () => {
  const owner = as('user');
  const sharp = (await import('sharp')).default;
  const png = async (background: string) =>
    `data:image/png;base64,${(await sharp({ create: { width: 64, height: 64, channels: 3, background } }).png().toBuffer()).toString('base64')}`;
  const inpaintModel = (await h.client.ListModels({ type: 'inpaint', status: 'active', name: '' })).models[0]!.id;
  const sizes = (await owner.call('GET', `/api/users/model_sizes/${inpaintModel}`)).json().data as { value: string }[];
  const res = await owner.call('POST', '/api/inpaint/v2/generate_image', {
    prompt: 'a red balloon', model_id: inpaintModel, image_size: sizes[0]!.value, negative_prompt: '', make_public: true,
    input_image: await png('#3366aa'), input_mask: await png('#ffffff'), mimetype: 'png',
  });
  expect(res.statusCode).toBe(200);
  const record = res.json().data;
  expect(record.input_image_url).toBe(`inputs/${owner.sub}/${record.parent_id}/image.png`);
  const mine = (await owner.call('GET', '/api/text_to_image/user_image')).json().data.find((r: { id: string }) => r.id === record.id);
  expect(mine.input_image_url).toBe(record.input_image_url);

  const file = await owner.call('GET', `/media/${record.input_image_url}`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  expect(file.headers['cache-control']).toBe('private, no-store');
  expect((await as('user').call('GET', `/media/${record.input_image_url}`)).statusCode).toBe(404);
  expect((await new Browser(app).call('GET', `/media/${record.input_image_url}`)).statusCode).toBe(401);
  expect((await owner.call('GET', `/media/inputs/${owner.sub}/${record.parent_id}/mask.png`)).statusCode).toBe(404);
  // Other operations have no input to show.
  const text = (await owner.call('POST', '/api/text_to_image/v2/image_generate', { prompt: 'no input', model_id: textModel, image_size: '512*512' })).json();
  expect(text.data.input_image_url).toBeNull();
});

test('path params and queries are validated; admin routes need an admin', async () => {
  const ann = as('user');
  expect((await ann.call('GET', '/api/users/models/video')).statusCode).toBe(400);
  expect((await ann.call('GET', `/api/text_to_image/v2/get_pending_image/${'x'.repeat(65)}`)).statusCode).toBe(400);
  expect((await ann.call('GET', '/api/users/get_all_user_image?page=0')).statusCode).toBe(400);
  expect((await ann.call('GET', '/api/users/get_all_user_image?sort=asc')).statusCode).toBe(400);
  expect((await ann.call('GET', '/api/admin/get_model')).statusCode).toBe(403);
  expect((await as('admin').call('GET', '/api/users/models/inpaint')).statusCode).toBe(403);
});

test('admin: models and instances with spec messages; the api_token never comes back', async () => {
  const root = as('admin');
  const created = await root.call('POST', '/api/admin/create_model', { name: 'Gateway model', type: 'text2img', size: ['512*512'] });
  expect(created.statusCode).toBe(200);
  const model = created.json().data;
  expect(model).toMatchObject({ name: 'Gateway model', size: ['512*512'], status: 'active', credits: 1, description: '' });
  const described = (await root.call('PUT', `/api/admin/model/${model.id}`, { name: 'Gateway model', type: 'text2img', size: ['512*512'], status: 'active', description: 'Draws cats only.' })).json();
  expect(described.data.description).toBe('Draws cats only.');
  const kept = (await root.call('PUT', `/api/admin/model/${model.id}`, { name: 'Gateway model', type: 'text2img', size: ['512*512'], status: 'active' })).json();
  expect(kept.data.description).toBe('Draws cats only.');
  expect((await root.call('POST', '/api/admin/create_model', { name: 'x', size: ['512*512'] })).json().msg).toBe(IMAGING_MSG.modelType);
  expect((await root.call('POST', '/api/admin/create_model', { name: 'x', type: 'text2img', size: [] })).json().msg).toBe(IMAGING_MSG.modelSize);
  expect((await root.call('GET', '/api/admin/get_model?name=Gateway')).json().data.map((m: { id: string }) => m.id)).toEqual([model.id]);

  const inst = (settings: unknown, extra: Record<string, unknown> = {}) =>
    root.call('POST', '/api/admin/model_instance', { name: 'n1', controller_name: 'a1111', priority: 1, api_token: 'tok-123', settings, model_id: model.id, ...extra });
  // The server's words are the settings editor's (contracts checkSettings), line and column included.
  expect((await inst('{not json')).json()).toEqual({ status: 'error', msg: `${IMAGING_MSG.settingsJson} (line 1, column 2)` });
  expect((await inst({ base_url: 'http://169.254.169.254' })).statusCode).toBe(400);
  // 10,000 levels deep once overflowed the stack (a 500); now the limit's words, nothing stored.
  expect((await inst('['.repeat(10_000) + ']'.repeat(10_000))).json()).toEqual({ status: 'error', msg: IMAGING_MSG.settingsTooDeep });
  expect((await inst({ base_url: 'http://203.0.113.5:7860', pad: 'x'.repeat(IMAGING_LIMITS.settingsMax) })).json()).toEqual({ status: 'error', msg: IMAGING_MSG.settingsTooLarge });
  const ok = await inst('{"base_url":"http://203.0.113.5:7860"}');
  expect(ok.statusCode).toBe(200);
  expect(ok.body).not.toContain('tok-123');
  expect(ok.json().data).toMatchObject({ controller_name: 'a1111', settings: { base_url: 'http://203.0.113.5:7860' }, has_api_token: true, Model: { id: model.id, type: 'text2img' } });
  const id = ok.json().data.id;
  expect((await root.call('DELETE', `/api/admin/model/${model.id}`)).json().msg).toBe(IMAGING_MSG.modelHasInstances);
  expect((await root.call('DELETE', `/api/admin/model_instance/${id}`)).statusCode).toBe(200);
  expect((await root.call('DELETE', `/api/admin/model/${model.id}`)).statusCode).toBe(200);
  expect((await root.call('GET', `/api/admin/get_model/by/${model.id}`)).statusCode).toBe(404);
});

test('closing the gateway ends open event streams instead of waiting for them (runs last)', async () => {
  const ann = as('user');
  const address = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const stream = await fetch(`${address}/api/images/events`, { headers: { cookie: `atelier_at=${ann.cookies.get('atelier_at')}` } });
  const reader = stream.body!.getReader();
  await reader.read();
  const started = Date.now();
  await app.close();
  for (let r = await reader.read(); !r.done; r = await reader.read());
  expect(Date.now() - started).toBeLessThan(2_000);
});
