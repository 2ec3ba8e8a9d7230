// The feed and social routes through the gateway with a fake imaging client: the REST shapes
// (data.rows of FeedRow, data.next_cursor null at the end; {liked, like_count}; {following,
// follower_count}), the viewer taken from the session, query words passed on, bad parameters
// refused with their FEED_MSG words before imaging is called, and imaging's 404/400 passed through.
import type { FastifyInstance } from 'fastify';
import { FEED_LIMITS, FEED_MSG, IMAGING_MSG, MSG, FeedResponse } from '@atelier/contracts';
import { AppError } from '@atelier/platform';
import type { ImagingClient } from '../src/clients/service-clients';
import { Browser, PUBLIC_URL, testGateway } from './support/gateway';

const IMG = '0197a0b0-0000-7000-8000-0000000000a1';
const AUTHOR = '0197a0b0-0000-7000-8000-0000000000b1';

const image = {
  id: IMG,
  job_id: 'job-1',
  user_id: AUTHOR,
  operation: 'text2img',
  prompt: 'a fox in the snow',
  negative_prompt: '',
  image_size: '512*768',
  seed: '42',
  status: 'success',
  make_public: true,
  error: '',
  original_key: 'images/public/a1.png',
  thumbnail_key: 'images/public/a1.thumb.webp',
  created_at: '2026-11-23T07:00:00.000Z',
  user_name: 'Ada',
  user_profile_pic: '',
  preset: '',
  input_image_key: '',
};

let app: FastifyInstance;
let calls: Array<{ method: string; req: any }>;
let next: { cursor: string; fail?: AppError };

function fakeImaging(): ImagingClient {
  const rec = (method: string, req: any) => {
    calls.push({ method, req });
    if (next.fail) throw next.fail;
  };
  return {
    async ListFeed(req: any) {
      rec('ListFeed', req);
      // imaging says `self` when the viewer wrote the image.
      return { rows: [{ image, width: 512, height: 768, like_count: 3, liked: true, following: false, self: req.viewer_id === AUTHOR, model_id: 'model-7' }], next_cursor: next.cursor };
    },
    async Like(req: any) {
      rec('Like', req);
      return { liked: true, like_count: 4 };
    },
    async Unlike(req: any) {
      rec('Unlike', req);
      return { liked: false, like_count: 3 };
    },
    async Follow(req: any) {
      rec('Follow', req);
      return { following: true, follower_count: 7 };
    },
    async Unfollow(req: any) {
      rec('Unfollow', req);
      return { following: false, follower_count: 6 };
    },
  } as unknown as ImagingClient;
}

beforeEach(async () => {
  calls = [];
  next = { cursor: '' };
  ({ app } = await testGateway({ imaging: fakeImaging() }));
});
afterEach(() => app.close());

function user(sub = 'u-1'): Browser {
  const b = new Browser(app);
  b.cookies.set('atelier_at', app.jwt.sign({ sub, role: 'user', sid: 's-1' }));
  return b;
}

test('community feed: rows are image records plus size, likes and author; next_cursor null at the end', async () => {
  const res = await user().call('GET', '/api/users/get_community_field?prompt=fox&page=2&category=animal&sort=top');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(FeedResponse.parse(body)).toEqual(body);
  expect(body.data.next_cursor).toBeNull();
  expect(body.data.rows[0]).toMatchObject({
    id: IMG,
    prompt: 'a fox in the snow',
    image_url: 'images/public/a1.png',
    image_cdn: `${PUBLIC_URL}/media/`,
    width: 512,
    height: 768,
    like_count: 3,
    liked: true,
    model_id: 'model-7',
    User: { id: AUTHOR, name: 'Ada', profile_pic: null, following: false, self: false },
  });
  expect(calls).toEqual([
    { method: 'ListFeed', req: { viewer_id: 'u-1', scope: 'community', tab: '', sort: 'top', category: 'animal', prompt: 'fox', cursor: '', page: 2, page_size: FEED_LIMITS.pageSize } },
  ]);
});

test('the author viewing their own image: User.self (the dialog offers no Follow)', async () => {
  const body = (await user(AUTHOR).call('GET', '/api/users/get_community_field')).json();
  expect(FeedResponse.parse(body)).toEqual(body);
  expect(body.data.rows[0].User).toEqual({ id: AUTHOR, name: 'Ada', profile_pic: null, following: false, self: true });
});

test('personal feed: the tab and cursor are passed on, next_cursor handed back as given', async () => {
  next.cursor = 'eyJvIjoibmV3In0';
  const res = await user('u-9').call('GET', '/api/users/get_personal_field?tab=liked&cursor=abc_-1');
  expect(res.json().data.next_cursor).toBe('eyJvIjoibmV3In0');
  expect(calls[0]!.req).toMatchObject({ viewer_id: 'u-9', scope: 'personal', tab: 'liked', cursor: 'abc_-1', page: 1 });
});

test('bad parameters are refused with clear words before imaging is called', async () => {
  const cases: Array<[string, string]> = [
    ['/api/users/get_community_field?category=cars', FEED_MSG.badCategory],
    ['/api/users/get_personal_field?tab=friends', FEED_MSG.badTab],
    ['/api/users/get_personal_field?sort=best', FEED_MSG.badSort],
    ['/api/users/get_community_field?page=0', MSG.badPage],
    ['/api/users/get_community_field?page=two', MSG.badPage],
    [`/api/users/get_community_field?prompt=${'x'.repeat(FEED_LIMITS.promptMax + 1)}`, FEED_MSG.promptMax],
    [`/api/users/get_community_field?cursor=${'x'.repeat(FEED_LIMITS.cursorMax + 1)}`, FEED_MSG.badCursor],
  ];
  for (const [url, msg] of cases) {
    const res = await user().call('GET', url);
    expect([url, res.statusCode]).toEqual([url, 400]);
    expect(res.json()).toMatchObject({ status: 'error', msg });
  }
  // Tabs belong to the Personal Feed: Community refuses one.
  const tab = await user().call('GET', '/api/users/get_community_field?tab=mine');
  expect(tab.statusCode).toBe(400);
  expect(tab.json()).toMatchObject({ status: 'error', msg: 'Unrecognized key: "tab"' });
  expect(calls).toEqual([]);
});

test('a cursor imaging no longer accepts is a 400 with its words', async () => {
  next.fail = new AppError('INVALID_ARGUMENT', FEED_MSG.badCursor);
  const res = await user().call('GET', '/api/users/get_community_field?cursor=stale');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', msg: FEED_MSG.badCursor });
});

test('feeds and likes need a session', async () => {
  expect((await new Browser(app).call('GET', '/api/users/get_community_field')).statusCode).toBe(401);
  expect((await new Browser(app).call('POST', `/api/users/like/${IMG}`)).statusCode).toBe(401);
  expect(calls).toEqual([]);
});

test('like and unlike: data {liked, like_count}; a hidden image is a 404', async () => {
  const b = user();
  expect((await b.call('POST', `/api/users/like/${IMG}`)).json()).toEqual({ status: 'success', data: { liked: true, like_count: 4 } });
  expect((await b.call('DELETE', `/api/users/like/${IMG}`)).json()).toEqual({ status: 'success', data: { liked: false, like_count: 3 } });
  expect(calls.map((c) => [c.method, c.req])).toEqual([
    ['Like', { user_id: 'u-1', image_id: IMG }],
    ['Unlike', { user_id: 'u-1', image_id: IMG }],
  ]);
  next.fail = new AppError('NOT_FOUND', IMAGING_MSG.imageNotFound);
  const res = await b.call('POST', `/api/users/like/${IMG}`);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 'error', msg: IMAGING_MSG.imageNotFound });
});

test('follow and unfollow: data {following, follower_count}; following yourself is a 400', async () => {
  const b = user();
  expect((await b.call('POST', `/api/users/follow/${AUTHOR}`)).json()).toEqual({ status: 'success', data: { following: true, follower_count: 7 } });
  expect((await b.call('DELETE', `/api/users/follow/${AUTHOR}`)).json()).toEqual({ status: 'success', data: { following: false, follower_count: 6 } });
  expect(calls.map((c) => [c.method, c.req])).toEqual([
    ['Follow', { follower_id: 'u-1', followee_id: AUTHOR }],
    ['Unfollow', { follower_id: 'u-1', followee_id: AUTHOR }],
  ]);
  next.fail = new AppError('INVALID_ARGUMENT', FEED_MSG.followSelf);
  const res = await b.call('POST', '/api/users/follow/u-1');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ status: 'error', msg: FEED_MSG.followSelf });
});
