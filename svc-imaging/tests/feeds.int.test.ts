// The feeds and the social layer on real PostgreSQL, through imaging's gRPC service: Load More's
// cursor while others publish (no duplicate, no gap), privacy across every feed, tab, search and
// count, blocked authors leaving the feeds, 100 concurrent likes → one, follow counters, categories
// stored at publish (and recomputed when the rules change), search stems and prefixes, Top and
// Trending, and a search page's plan (the jobs of its own rows only). Images are published the way
// the worker does it (succeedJob with categoriesOf, on a job the test holds the lease of; no events).
import { AUTH_MSG, FEED_MSG, IMAGING_MSG } from '@atelier/contracts';
import { outboxColumns, sql, uuidv7 } from '@atelier/platform';
import { dropSchemas, integrationEnv, uniqueName } from '@atelier/testkit';
import type { FeedImage__Output } from '@atelier/proto/gen/atelier/imaging/v1/FeedImage';
import type { ListFeedRequest } from '@atelier/proto/gen/atelier/imaging/v1/ListFeedRequest';
import { categoriesOf } from '../src/domain/categories';
import { insertImages, setUserStatus, upsertUser } from '../src/repo/images.repository';
import { succeedJob } from '../src/repo/success.repository';
import { recomputeCategoriesIfStale } from '../src/service/categories.service';
import { listFeed } from '../src/service/feeds.service';
import { explainAnalyze, lastStatementOf, planNodes } from './support/explain';
import { addModel, startHarness, type Harness } from './support/harness';

jest.setTimeout(120_000);

const { databaseUrl, kafkaBrokers } = integrationEnv();
const schema = uniqueName('it_feeds');
let h: Harness;
let modelId: string;

beforeAll(async () => {
  h = await startHarness({ schema, env: { DATABASE_URL: databaseUrl, KAFKA_BROKERS: kafkaBrokers.join(',') }, worker: false });
  modelId = (await addModel(h, 'text2img', [])).modelId;
});
afterAll(async () => {
  await h?.stop();
  await dropSchemas(databaseUrl, [schema]);
});

const db = () => h.imaging.context.db;

async function user(name = `user ${uuidv7().slice(-6)}`): Promise<string> {
  const id = uuidv7();
  await upsertUser(db(), { id, name, updated_at: new Date() });
  return id;
}

/** One finished image of `userId`, stored as the worker stores a result. */
async function publish(userId: string, prompt: string, makePublic = true, operation: 'text2img' | 'upscale' = 'text2img'): Promise<string> {
  const jobId = uuidv7();
  const id = uuidv7();
  await db()
    .insertInto('jobs')
    .values({ id: jobId, user_id: userId, operation, model_id: modelId, params: JSON.stringify({ prompt }), input_keys: '{}', credits: 1, hold_id: `h-${jobId}`, status: 'running', lease_owner: 'w' })
    .execute();
  await insertImages(db(), [{ id, job_id: jobId, model_id: modelId, idx: 0, user_id: userId, operation, prompt, negative_prompt: '', size: '512*768', make_public: makePublic }]);
  const images = [{ id, seed: '1', original_key: `k/${id}.png`, thumbnail_key: `k/${id}.webp`, preset: null, width: 512, height: 768, categories: categoriesOf(prompt) }];
  const done = await succeedJob(db(), { jobId, owner: 'w', instanceId: uuidv7(), images, events: outboxColumns([]), timeFields: [], schema: h.imaging.context.outbox.schema });
  if (!done) throw new Error('the test job was not running under its lease');
  return id;
}

const feed = (viewer: string, r: Partial<ListFeedRequest> = {}) => h.client.ListFeed({ viewer_id: viewer, scope: 'community', page_size: 10, ...r });
const ids = (rows: FeedImage__Output[]) => rows.map((r) => r.image!.id);

/** Every page of a feed, following next_cursor; `between` runs after each page. */
async function allPages(viewer: string, r: Partial<ListFeedRequest>, between: () => Promise<void> = async () => {}): Promise<string[]> {
  const seen: string[] = [];
  let cursor = '';
  for (let i = 0; i < 50; i++) {
    const page = await feed(viewer, { ...r, cursor });
    seen.push(...ids(page.rows));
    if (!page.next_cursor) return seen;
    cursor = page.next_cursor;
    await between();
  }
  throw new Error('feed did not end');
}

test('Load More never shows an image twice nor skips one while another user publishes between loads', async () => {
  const author = await user();
  const other = await user();
  const viewer = await user();
  const word = `zq${uuidv7().slice(-8).replace(/-/g, '')}`;
  const before: string[] = [];
  for (let i = 0; i < 25; i++) before.push(await publish(author, `${word} lighthouse ${i}`));
  const added: string[] = [];
  const seen = await allPages(viewer, { prompt: word }, async () => void added.push(await publish(other, `${word} newcomer`)));
  // The anchored list: exactly the 25 that existed at page 1, newest first, once each.
  expect(seen).toEqual([...before].reverse());
  expect(new Set(seen).size).toBe(seen.length);
  expect(added.length).toBeGreaterThan(0);
  // The same without a search (the public keyset index): the author's images appear once each.
  const everyone = await allPages(viewer, {}, async () => void (await publish(other, 'another newcomer')));
  const mine = everyone.filter((id) => before.includes(id));
  expect(mine).toEqual([...before].reverse());
  expect(new Set(everyone).size).toBe(everyone.length);
  // A page number alone still works (Load More starts at page 2): the next 10 after page 1.
  const p1 = await feed(viewer, { prompt: word, page: 1 });
  const p2 = await feed(viewer, { prompt: word, page: 2 });
  expect(ids(p2.rows).some((id) => ids(p1.rows).includes(id))).toBe(false);
  // A cursor wins over a page number.
  const withBoth = await feed(viewer, { prompt: word, page: 3, cursor: p1.next_cursor });
  expect(ids(withBoth.rows)).toEqual(ids((await feed(viewer, { prompt: word, cursor: p1.next_cursor })).rows));
  // Rows carry the stored size, likes and author.
  const row = p1.rows[0]!;
  expect(row).toMatchObject({ width: 512, height: 768, like_count: 0, liked: false, following: false, self: false });
  expect(row.image!.user_name).toMatch(/^user /);
});

test('the cursor keeps the microseconds of its time: two images within one millisecond are both shown', async () => {
  const a = await user();
  const word = `us${uuidv7().slice(-8).replace(/-/g, '')}`;
  const older = await publish(a, `${word} older`);
  const newer = await publish(a, `${word} newer`);
  const at = (id: string, t: string) => h.database.forSchema<any>(schema).updateTable('images').set({ created_at: sql`${t}::timestamptz` }).where('id', '=', id).execute();
  await at(older, '2026-01-01T00:00:00.000100Z');
  await at(newer, '2026-01-01T00:00:00.000200Z');
  expect(await allPages(a, { prompt: word, page_size: 1 })).toEqual([newer, older]);
});

test('a garbled cursor is refused with a clear message; an unknown sort word too', async () => {
  const viewer = await user();
  await expect(feed(viewer, { cursor: 'garbage!' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: FEED_MSG.badCursor });
  await expect(feed(viewer, { sort: 'best' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: FEED_MSG.badSort });
});

test('a private image never appears to anyone but its owner: Community, Followers, Liked, search, likes', async () => {
  const owner = await user();
  const viewer = await user();
  const word = `pv${uuidv7().slice(-8).replace(/-/g, '')}`;
  const secret = await publish(owner, `${word} secret garden`, false);
  const open = await publish(owner, `${word} open garden`, true);
  await h.client.Follow({ follower_id: viewer, followee_id: owner });
  // The owner may like their own private image; nobody else can touch it (404, ids reveal nothing).
  expect(await h.client.Like({ user_id: owner, image_id: secret })).toMatchObject({ liked: true, like_count: 1 });
  await expect(h.client.Like({ user_id: viewer, image_id: secret })).rejects.toMatchObject({ code: 'NOT_FOUND', message: IMAGING_MSG.imageNotFound });
  await expect(h.client.Unlike({ user_id: viewer, image_id: secret })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  await h.client.Like({ user_id: viewer, image_id: open });

  const forViewer = [
    await allPages(viewer, { prompt: word }),
    await allPages(viewer, {}),
    await allPages(viewer, { scope: 'personal', tab: 'followers' }),
    await allPages(viewer, { scope: 'personal', tab: 'liked' }),
    await allPages(viewer, { scope: 'personal', tab: 'mine' }),
    await allPages(viewer, { sort: 'top' }),
    await allPages(viewer, { sort: 'trending' }),
    await allPages(viewer, { category: 'trending' }),
  ];
  for (const list of forViewer) expect(list).not.toContain(secret);
  expect(forViewer[0]).toEqual([open]);
  expect(forViewer[2]).toContain(open);
  expect(forViewer[3]).toEqual([open]);

  // The owner sees it in their own tabs.
  expect(await allPages(owner, { scope: 'personal', tab: 'mine', prompt: word })).toEqual([open, secret]);
  expect(await allPages(owner, { scope: 'personal', tab: 'liked' })).toEqual([secret]);
  expect(await allPages(owner, { prompt: word })).toEqual([open]);
});

test('images of blocked or deleted users leave every feed; they cannot be liked or followed; unblocked they return', async () => {
  const author = await user();
  const viewer = await user();
  const word = `bl${uuidv7().slice(-8).replace(/-/g, '')}`;
  const img = await publish(author, `${word} castle`);
  await h.client.Follow({ follower_id: viewer, followee_id: author });
  await h.client.Like({ user_id: viewer, image_id: img });
  const lists = async () => [
    await allPages(viewer, { prompt: word }),
    await allPages(viewer, { scope: 'personal', tab: 'followers' }),
    await allPages(viewer, { scope: 'personal', tab: 'liked' }),
    await allPages(viewer, { sort: 'trending' }),
  ];
  for (const status of ['block', 'deactive']) {
    await setUserStatus(db(), author, status);
    for (const l of await lists()) expect(l).not.toContain(img);
    await expect(h.client.Like({ user_id: viewer, image_id: img })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(h.client.Follow({ follower_id: uuidv7(), followee_id: author })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  }
  await setUserStatus(db(), author, 'active');
  for (const l of await lists()) expect(l).toContain(img);
});

test('100 concurrent likes of one image by one user are one like; unliking twice is one unlike', async () => {
  const author = await user();
  const fan = await user();
  const img = await publish(author, 'a much liked sunset');
  const answers = await Promise.all(Array.from({ length: 100 }, () => h.client.Like({ user_id: fan, image_id: img })));
  for (const a of answers) expect(a).toEqual({ liked: true, like_count: 1 });
  const stored = await db().selectFrom('images').select('like_count').where('id', '=', img).executeTakeFirstOrThrow();
  expect(stored.like_count).toBe(1);
  const rows = await db().selectFrom('image_likes').selectAll().where('image_id', '=', img).execute();
  expect(rows).toHaveLength(1);
  expect(await h.client.Like({ user_id: author, image_id: img })).toEqual({ liked: true, like_count: 2 });
  expect(await h.client.Unlike({ user_id: fan, image_id: img })).toEqual({ liked: false, like_count: 1 });
  expect(await h.client.Unlike({ user_id: fan, image_id: img })).toEqual({ liked: false, like_count: 1 });
  const [row] = (await feed(author, { prompt: 'much liked sunset' })).rows;
  expect(row).toMatchObject({ like_count: 1, liked: true });
  expect((await feed(fan, { prompt: 'much liked sunset' })).rows[0]).toMatchObject({ like_count: 1, liked: false });
  await expect(h.client.Like({ user_id: fan, image_id: uuidv7() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  await expect(h.client.Like({ user_id: fan, image_id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
});

test('the Liked Feed lists what was liked last first, page after page; New lists it by image time', async () => {
  const author = await user();
  const fan = await user();
  const word = `lk${uuidv7().slice(-8).replace(/-/g, '')}`;
  const made: string[] = [];
  for (let i = 0; i < 5; i++) made.push(await publish(author, `${word} picture ${i}`));
  // Liked in an order unlike the images' own: 2, 0, 4, 1, 3 — each like a moment after the last.
  const likeOrder = [2, 0, 4, 1, 3].map((i) => made[i]!);
  for (const id of likeOrder) await h.client.Like({ user_id: fan, image_id: id });
  const likedAt = (id: string, ms: number) =>
    db().updateTable('image_likes').set({ created_at: sql`${new Date(Date.UTC(2026, 10, 1, 0, 0, 0, ms)).toISOString()}::timestamptz` }).where('image_id', '=', id).where('user_id', '=', fan).execute();
  for (const [n, id] of likeOrder.entries()) await likedAt(id, n);
  const liked = { scope: 'personal' as const, tab: 'liked', prompt: word, page_size: 2 };
  expect(await allPages(fan, liked)).toEqual([...likeOrder].reverse());
  expect(await allPages(fan, { ...liked, sort: 'new' })).toEqual([...made].reverse());
  // A like taken back and given again moves the image to the top.
  await h.client.Unlike({ user_id: fan, image_id: likeOrder[0]! });
  await h.client.Like({ user_id: fan, image_id: likeOrder[0]! });
  expect((await allPages(fan, liked))[0]).toBe(likeOrder[0]);
  // A cursor of the Liked order is refused by another order.
  const first = await feed(fan, liked);
  await expect(feed(fan, { ...liked, sort: 'new', cursor: first.next_cursor })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: FEED_MSG.badCursor });
});

test('follow and unfollow keep the follower count exact; following yourself is refused', async () => {
  const star = await user();
  const fans = [await user(), await user(), await user()];
  await Promise.all(fans.flatMap((f) => [h.client.Follow({ follower_id: f, followee_id: star }), h.client.Follow({ follower_id: f, followee_id: star })]));
  expect(await h.client.Follow({ follower_id: fans[0]!, followee_id: star })).toEqual({ following: true, follower_count: 3 });
  expect(await h.client.Unfollow({ follower_id: fans[0]!, followee_id: star })).toEqual({ following: false, follower_count: 2 });
  expect(await h.client.Unfollow({ follower_id: fans[0]!, followee_id: star })).toEqual({ following: false, follower_count: 2 });
  await expect(h.client.Follow({ follower_id: star, followee_id: star })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: FEED_MSG.followSelf });
  await expect(h.client.Follow({ follower_id: star, followee_id: uuidv7() })).rejects.toMatchObject({ code: 'NOT_FOUND', message: AUTH_MSG.userNotFound });
  const stored = await db().selectFrom('users').select('follower_count').where('id', '=', star).executeTakeFirstOrThrow();
  expect(stored.follower_count).toBe(2);
  // The feed says whom the viewer follows, and Followers Feed lists only those authors' public images.
  const img = await publish(star, 'followed author tower');
  const loner = await publish(await user(), 'unfollowed author tower');
  const [row] = (await feed(fans[1]!, { prompt: 'followed author tower' })).rows;
  expect(row).toMatchObject({ following: true, self: false });
  // The author's own image says self: the dialog offers no Follow on it.
  expect((await feed(star, { prompt: 'followed author tower' })).rows[0]).toMatchObject({ following: false, self: true });
  const followers = await allPages(fans[1]!, { scope: 'personal', tab: 'followers' });
  expect(followers).toContain(img);
  expect(followers).not.toContain(loner);
  expect(await allPages(fans[0]!, { scope: 'personal', tab: 'followers' })).not.toContain(img);
});

test('search matches word stems and the last word as a prefix, newest first', async () => {
  const a = await user();
  const tag = `sr${uuidv7().slice(-8).replace(/-/g, '')}`;
  const cats = await publish(a, `${tag} cats sleeping on a sofa`);
  const fox = await publish(a, `${tag} a running fox`);
  const kitten = await publish(a, `${tag} the kitten sleeps`);
  const flyers = await publish(a, `${tag} paper flyers over mwzzy9ph`);
  const search = async (p: string) => ids((await feed(a, { prompt: `${tag} ${p}` })).rows);
  // The last word as typed, where its English stem would not be a prefix of the word ("fly" → "fli"):
  // a CI run's prompt with "mwzzy9ph" was not found by "mwzzy" before (2026-11-28).
  expect(await search('fly')).toEqual([flyers]);
  expect(await search('mwzzy')).toEqual([flyers]);
  // A stop word last adds no condition, as before.
  expect(await search('cats on the')).toEqual([cats]);
  expect(await search('cat')).toEqual([cats]);
  expect(await search('sleep')).toEqual([kitten, cats]);
  expect(await search('sleeping')).toEqual([kitten, cats]);
  expect(await search('sofas')).toEqual([cats]);
  expect(await search('run fo')).toEqual([fox]);
  expect(await search('kit')).toEqual([kitten]);
  expect(await search('zebra')).toEqual([]);
  expect(await search('')).toEqual([flyers, kitten, fox, cats]);
});

test('categories are stored at publish and filter the feed; recomputed when the rules version changes', async () => {
  const a = await user();
  const tag = `ct${uuidv7().slice(-8).replace(/-/g, '')}`;
  const fox = await publish(a, `${tag} a fox in the snow`);
  const anime = await publish(a, `${tag} chibi manga hero`);
  const photo = await publish(a, `${tag} 35mm portrait with bokeh`);
  const race = await publish(a, `${tag} dynamic racing car`);
  const cat = async (c: string) => ids((await feed(a, { prompt: tag, category: c })).rows);
  expect(await cat('animal')).toEqual([fox]);
  expect(await cat('anime')).toEqual([anime]);
  expect(await cat('photography')).toEqual([photo]);
  expect(await cat('motion')).toEqual([race]);
  expect(await cat('all')).toEqual([race, photo, anime, fox]);
  // The rules changed (version bumped): stored categories are computed again from the prompts.
  await db().updateTable('images').set({ categories: [] }).where('id', 'in', [fox, anime]).execute();
  await db().updateTable('feed_rules').set({ version: 0 }).execute();
  expect(await recomputeCategoriesIfStale(h.imaging.context)).toBeGreaterThanOrEqual(4);
  expect(await cat('animal')).toEqual([fox]);
  expect(await cat('anime')).toEqual([anime]);
  expect(await recomputeCategoriesIfStale(h.imaging.context)).toBe(0);
});

test('Top orders by likes ever, Trending by likes of the last 7 days, Upscale lists only up-scaled results', async () => {
  const a = await user();
  const tag = `tp${uuidv7().slice(-8).replace(/-/g, '')}`;
  const [x, y, z] = [await publish(a, `${tag} x`), await publish(a, `${tag} y`), await publish(a, `${tag} z`)];
  const fans = await Promise.all(Array.from({ length: 3 }, () => user()));
  for (const f of fans) await h.client.Like({ user_id: f, image_id: x });
  for (const f of fans.slice(0, 2)) await h.client.Like({ user_id: f, image_id: y });
  // x's likes are old: they count for Top, not for Trending.
  await h.database.forSchema<any>(schema).updateTable('image_likes').set({ created_at: new Date(Date.now() - 8 * 86_400_000) }).where('image_id', '=', x).execute();
  expect(ids((await feed(a, { prompt: tag, sort: 'top' })).rows)).toEqual([x, y, z]);
  expect(ids((await feed(a, { prompt: tag, sort: 'trending' })).rows)).toEqual([y]);
  // Top pages with its own cursor.
  const first = await feed(a, { prompt: tag, sort: 'top', page_size: 2 });
  expect(ids(first.rows)).toEqual([x, y]);
  expect(ids((await feed(a, { prompt: tag, sort: 'top', page_size: 2, cursor: first.next_cursor })).rows)).toEqual([z]);
  // A cursor of one order is refused by another.
  await expect(feed(a, { prompt: tag, sort: 'new', cursor: first.next_cursor })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });

  const up = await publish(a, `${tag} upscaled`, false, 'upscale');
  expect(await allPages(a, { scope: 'personal', tab: 'mine', sort: 'upscale' })).toEqual([up]);
});

test('a search page is cut to its rows before their jobs are read, however many images match (bench/feeds: 4,264 jobs read for 25 rows)', async () => {
  const a = await user();
  const tag = `plan${uuidv7().slice(-8)}`;
  for (let i = 0; i < 30; i++) await publish(a, `${tag} quiet fox ${i}`);
  const q = await lastStatementOf(db(), (spy) =>
    listFeed({ ...h.imaging.context, db: spy }, { viewerId: a, scope: 'community', tab: 'mine', sort: 'all', category: 'all', prompt: `quiet ${tag}`, cursor: '', page: 1, pageSize: 10 }),
  );
  // The page is cut (LIMIT) before any job is read: no jobs node under a Limit. Joined below it, the
  // planner may read the job of every match before the sort, as it did on 1 M images.
  const { plan } = await explainAnalyze(db(), q);
  const nodes = planNodes(plan);
  expect(nodes.some((n) => n['Relation Name'] === 'jobs')).toBe(true);
  const limits = nodes.filter((n) => n['Node Type'] === 'Limit');
  expect(limits.length).toBeGreaterThan(0);
  for (const l of limits) expect(planNodes(l).filter((n) => n['Relation Name'] === 'jobs')).toEqual([]);
});
