// The feeds end to end through the gateway (fastify.inject) against the real imaging module and
// worker on PGlite with the cpu node: a public image generated through the route shows in
// Community with its stored size and the categories its prompt earned, a private one does not; it
// is liked and its author followed through the routes, and Liked / Followers Feed list it.
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from '@atelier/platform';
import { FeedResponse } from '@atelier/contracts';
import { cpuAdapter } from '@atelier/svc-imaging/src/adapters';
import { upsertUser } from '@atelier/svc-imaging/src/repo/images.repository';
import { premium, startHarness, type Harness } from '@atelier/svc-imaging/tests/support/harness';
import { Browser, testGateway } from '@atelier/svc-gateway/tests/support/gateway';

jest.setTimeout(60_000);

let h: Harness;
let app: FastifyInstance;
let textModel: string;

beforeAll(async () => {
  h = await startHarness({ adapters: new Map([['cpu', cpuAdapter]]) });
  ({ app } = await testGateway({ imaging: h.client as never, objects: h.objects }));
  textModel = (await h.client.ListModels({ type: 'text2img', status: 'active', name: '' })).models[0]!.id;
});
afterAll(async () => {
  await app.close();
  await h.stop();
});

/** A signed-in user known to imaging's users projection (as identity's UserRegistered makes them),
 *  premium so that their private images are allowed (spec §6: free users publish everything). */
async function user(name: string): Promise<Browser & { sub: string }> {
  const sub = uuidv7();
  await upsertUser(h.imaging.context.db, { id: sub, name, updated_at: new Date() });
  await premium(h, sub);
  const b = new Browser(app) as Browser & { sub: string };
  b.sub = sub;
  b.cookies.set('atelier_at', app.jwt.sign({ sub, role: 'user', sid: uuidv7() }));
  return b;
}

async function generate(b: Browser, prompt: string, makePublic: boolean, over: Record<string, unknown> = {}): Promise<string> {
  const res = await b.call('POST', '/api/text_to_image/v2/image_generate', { prompt, model_id: textModel, image_size: '512*512', image_number: 1, make_public: makePublic, ...over });
  expect(res.statusCode).toBe(200);
  const id = res.json().data.id as string;
  for (let i = 0; i < 200; i++) {
    const r = (await b.call('GET', `/api/text_to_image/v2/get_pending_image/${id}`)).json();
    if (r.data.request_status === 'success') return id;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('still pending');
}

test('a generated public image is in Community with its size and categories; liked and followed, it is in Liked and Followers Feed', async () => {
  const ada = await user('Ada');
  const bob = await user('Bob');
  const tag = `gf${uuidv7().slice(-8).replace(/-/g, '')}`;
  const open = await generate(ada, `${tag} a fox running through the snow`, true);
  const secret = await generate(ada, `${tag} a private fox`, false);

  const res = await bob.call('GET', `/api/users/get_community_field?prompt=${tag}`);
  expect(res.statusCode).toBe(200);
  const body = FeedResponse.parse(res.json());
  expect(body.data.rows.map((r) => r.id)).toEqual([open]);
  expect(body.data.next_cursor).toBeNull();
  expect(body.data.rows[0]).toMatchObject({ width: 512, height: 512, like_count: 0, liked: false, make_public: true, model_id: textModel, User: { id: ada.sub, name: 'Ada', profile_pic: null, following: false, self: false } });

  // "fox" and "running" earned Animal and Motion when the worker stored the result.
  const ids = async (q: string) => (await bob.call('GET', `/api/users/get_community_field?prompt=${tag}&${q}`)).json().data.rows.map((r: { id: string }) => r.id);
  expect(await ids('category=animal')).toEqual([open]);
  expect(await ids('category=motion')).toEqual([open]);
  expect(await ids('category=anime')).toEqual([]);

  expect((await bob.call('POST', `/api/users/like/${open}`)).json()).toEqual({ status: 'success', data: { liked: true, like_count: 1 } });
  expect((await bob.call('POST', `/api/users/like/${secret}`)).statusCode).toBe(404);
  expect((await bob.call('POST', `/api/users/follow/${ada.sub}`)).json()).toEqual({ status: 'success', data: { following: true, follower_count: 1 } });
  expect((await bob.call('POST', `/api/users/follow/${bob.sub}`)).statusCode).toBe(400);

  const liked = (await bob.call('GET', '/api/users/get_personal_field?tab=liked')).json().data.rows;
  expect(liked.map((r: { id: string }) => r.id)).toEqual([open]);
  expect(liked[0]).toMatchObject({ liked: true, like_count: 1, User: { following: true } });
  const followers = (await bob.call('GET', `/api/users/get_personal_field?tab=followers&prompt=${tag}`)).json().data.rows;
  expect(followers.map((r: { id: string }) => r.id)).toEqual([open]);
  const mine = (await ada.call('GET', `/api/users/get_personal_field?prompt=${tag}`)).json().data.rows;
  expect(mine.map((r: { id: string }) => r.id)).toEqual([secret, open]);
  // Her own images say self (no Follow offered), in her tab and in Community alike.
  expect(mine.map((r: { User: { self: boolean } }) => r.User.self)).toEqual([true, true]);
  const own = (await ada.call('GET', `/api/users/get_community_field?prompt=${tag}`)).json().data.rows;
  expect(own.map((r: { User: { self: boolean } }) => r.User.self)).toEqual([true]);
});

test('Remix: a seed sent with the request is the image\'s image_seed, and the same prompt, size and seed redraw the same picture', async () => {
  const ada = await user('Ada');
  const tag = `gs${uuidv7().slice(-8).replace(/-/g, '')}`;
  const first = await generate(ada, `${tag} a lighthouse`, true, { image_seed: '9223372036854775807' });
  const row = (await ada.call('GET', `/api/users/get_community_field?prompt=${tag}`)).json().data.rows[0];
  expect(row).toMatchObject({ id: first, image_seed: '9223372036854775807' });
  const again = await generate(ada, row.prompt, true, { image_seed: row.image_seed, image_size: row.image_size, model_id: row.model_id });
  const bytes = async (id: string) => {
    const img = (await h.client.GetImage({ user_id: ada.sub, image_id: id })).image!;
    expect(img.seed).toBe('9223372036854775807');
    return (await h.objects.get(img.original_key))!.body;
  };
  expect((await bytes(again)).equals(await bytes(first))).toBe(true);
  // A whole JSON number is taken too.
  const numbered = await generate(ada, `${tag} a harbour`, false, { image_seed: 7 });
  expect((await h.client.GetImage({ user_id: ada.sub, image_id: numbered })).image!.seed).toBe('7');
});
