// mfe-feeds' screens (Home, Community, Personal Feed) through the built, federated app, with the
// feed API answered at the network edge (issue 9's "Calls": rows with width/height, like_count,
// liked and User {id, name, profile_pic, following}; data.next_cursor), so they run before and
// without the feeds backend. The studio's detail dialog and Playground are the real ones.
import type { Page, Route } from 'playwright-core';
import { axeViolations } from '../harness/axe';
import { useSuite } from '../harness/suite';
import { expectValue } from '../harness/flows';
import { selectText, signedInUser } from '../studio/studio-flows';

jest.setTimeout(120_000);

const s = useSuite();

/** A 1×1 PNG for every thumbnail and image the fake rows name. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

interface Row {
  id: string;
  prompt: string;
  negative_prompt: string;
  image_url: string;
  image_cdn: string;
  thumbnail_url: string;
  image_size: string;
  image_seed: string;
  createdAt: string;
  request_status: 'success';
  parent_id: null;
  operation: 'text2img';
  make_public: boolean;
  error: null;
  preset: null;
  input_image_url: null;
  width: number;
  height: number;
  like_count: number;
  liked: boolean;
  User: { id: string; name: string; profile_pic: null; following: boolean; self: boolean };
  /** The model it was made with: Remix sends it as `model=`. */
  model_id: string;
}

const row = (id: string, over: Partial<Row> = {}): Row => ({
  id, prompt: `a painted ${id}`, negative_prompt: 'blurry', image_url: `/media/feeds/${id}.png`, image_cdn: '',
  thumbnail_url: `/media/feeds/${id}.webp`, image_size: '512*768', image_seed: '1234', createdAt: '2026-11-20T10:00:00.000Z',
  request_status: 'success', parent_id: null, operation: 'text2img', make_public: true, error: null, preset: null,
  input_image_url: null, model_id: 'model-1', width: 512, height: [512, 768, 384][Number(id.replace(/\D/g, '')) % 3] ?? 512, like_count: 3, liked: false,
  User: { id: 'author-1', name: 'Grace Author', profile_pic: null, following: false, self: false }, ...over,
});

type Params = Record<string, string>;
type Answer = (p: Params) => { rows: Row[]; next_cursor: string | null };

/** Fakes one feed: records each request's query and answers with `answer`. */
async function fakeFeed(page: Page, kind: 'community' | 'personal', answer: Answer): Promise<Params[]> {
  const seen: Params[] = [];
  await page.route(`**/api/users/get_${kind}_field*`, (r: Route) => {
    const p = Object.fromEntries(new URL(r.request().url()).searchParams);
    seen.push(p);
    return r.fulfill({ json: { status: 'success', data: answer(p) } });
  });
  return seen;
}

const cardIds = (page: Page) => page.locator('[data-image-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-image-id')));
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load More' });

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  await signedInUser(s, 'feeds-ui');
}, 120_000);

beforeEach(async () => {
  await s.page.route('**/media/feeds/**', (r) => r.fulfill({ contentType: 'image/png', body: PIXEL }));
});

afterEach(async () => {
  await s.page.unrouteAll({ behavior: 'wait' });
  await s.page.setViewportSize({ width: 1280, height: 800 });
});

test('Home: greeting, the four tools (two links, two honest "Coming soon"), categories and search send their params', async () => {
  const { page } = s;
  const seen = await fakeFeed(page, 'community', (p) => ({ rows: [row(`h${p.category ?? p.sort ?? 'all'}1`), row('h2')], next_cursor: null }));
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: /^Get Started From Here/ }).waitFor();
  await page.getByText('Top picks for you. Updated daily.').waitFor();
  const tools = page.getByRole('list', { name: 'Tools' });
  expect(await tools.getByRole('link').count()).toBe(2);
  expect(await tools.getByRole('link', { name: /Image Generation\s*Popular/ }).getAttribute('href')).toBe('/dashboard/image-generate');
  expect(await tools.getByRole('link', { name: /Canvas Editor\s*Popular/ }).getAttribute('href')).toBe('/dashboard/image-inpaint');
  expect(await tools.getByText('Coming soon').count()).toBe(2);
  for (const t of [/^Realtime Canvas\s*Beta$/, /^Motion\s*New$/]) await tools.getByText(t).waitFor();
  // The Canvas Editor card opens In Paint's canvas.
  await tools.getByRole('link', { name: /Canvas Editor/ }).click();
  await page.waitForURL('**/dashboard/image-inpaint');
  await page.goBack();
  await page.getByRole('heading', { name: /^Get Started From Here/ }).waitFor();

  await page.getByRole('heading', { name: 'Recent Creations' }).waitFor();
  await page.locator('[data-image-id="hall1"]').waitFor();
  expect(seen[0]).toEqual({ page: '1' });
  const cats = page.getByRole('group', { name: 'Categories' });
  expect(await cats.getByRole('button').allInnerTexts()).toEqual(['Trending', 'All', 'Motion', 'Photography', 'Animal', 'Anime']);
  expect(await cats.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

  await cats.getByRole('button', { name: 'Anime' }).click();
  await page.locator('[data-image-id="hanime1"]').waitFor();
  expect(seen.at(-1)).toEqual({ page: '1', category: 'anime' });
  expect(await cats.getByRole('button', { name: 'Anime' }).getAttribute('aria-pressed')).toBe('true');
  expect(await cats.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');

  // Keyboard: focus a category and press it with Enter.
  await cats.getByRole('button', { name: 'Trending' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-image-id="htrending1"]').waitFor();
  expect(seen.at(-1)).toEqual({ page: '1', sort: 'trending' });

  await page.getByPlaceholder('Search by Prompt').fill('red fox');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await until(async () => seen.at(-1)?.prompt === 'red fox', 'the search request');
  expect(seen.at(-1)).toEqual({ page: '1', sort: 'trending', prompt: 'red fox' });
});

test('Community: Load More asks page 2 with the cursor, adds the next page without duplicates, hides at the end', async () => {
  const { page } = s;
  const pages: Record<string, { rows: Row[]; next_cursor: string | null }> = {
    '1': { rows: ['c1', 'c2', 'c3', 'c4'].map((id) => row(id)), next_cursor: 'cur-1' },
    '2': { rows: ['c4', 'c5', 'c6'].map((id) => row(id)), next_cursor: 'cur-2' },
    '3': { rows: [], next_cursor: null },
  };
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  const seen: Params[] = [];
  await page.route('**/api/users/get_community_field*', async (r) => {
    const p = Object.fromEntries(new URL(r.request().url()).searchParams);
    seen.push(p);
    if (p.page === '2') await held; // to see "Please wait"
    await r.fulfill({ json: { status: 'success', data: pages[p.page] } });
  });
  await page.goto('/dashboard/community-field');
  await page.getByRole('heading', { name: 'Community', exact: true }).waitFor();
  await page.locator('[data-image-id="c4"]').waitFor();
  expect(await cardIds(page)).toHaveLength(4);

  await loadMore(page).click();
  await page.getByRole('button', { name: 'Please wait' }).waitFor();
  release();
  await page.locator('[data-image-id="c6"]').waitFor();
  const ids = await cardIds(page);
  expect([...ids].sort()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
  expect(seen[1]).toEqual({ page: '2', cursor: 'cur-1' });

  await loadMore(page).click();
  await until(async () => (await loadMore(page).count()) === 0, 'Load More to hide');
  expect(seen[2]).toEqual({ page: '3', cursor: 'cur-2' });
  expect([...(await cardIds(page))].sort()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
});

test('Community: 1,000 loaded images keep only the visible cards in the DOM, in feed order for Tab, and scroll to the last', async () => {
  const { page } = s;
  await fakeFeed(page, 'community', () => ({ rows: Array.from({ length: 1000 }, (_, i) => row(`m${i}`)), next_cursor: null }));
  await page.goto('/dashboard/community-field');
  await page.locator('[data-image-id="m0"]').waitFor();
  const inDom = await cardIds(page);
  expect(inDom.length).toBeGreaterThan(4);
  expect(inDom.length).toBeLessThan(120);
  // The cards are in the DOM in the feed's order (not column after column), so Tab walks the feed.
  const index = (id: string | null) => Number(id!.slice(1));
  expect(inDom.map(index)).toEqual([...inDom.map(index)].sort((a, b) => a - b));
  await page.locator('[data-image-id="m0"]').focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate('document.activeElement.getAttribute("data-image-id")')).toBe('m1');
  // A masonry: four columns at this width, and no card overlaps another in its column.
  const boxes = await page.locator('[data-image-id]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: Math.round(r.left), top: r.top, bottom: r.bottom })));
  const columns = new Map<number, { top: number; bottom: number }[]>();
  for (const b of boxes) columns.set(b.left, [...(columns.get(b.left) ?? []), b]);
  expect(columns.size).toBe(4);
  for (const col of columns.values()) {
    const sorted = col.sort((a, b) => a.top - b.top);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.top).toBeGreaterThanOrEqual(sorted[i - 1]!.bottom);
  }
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await page.locator('[data-image-id="m999"]').waitFor();
  expect((await cardIds(page)).length).toBeLessThan(120);
});

test('Personal Feed: the three tabs and the five orders send tab and sort; an empty answer says No Data Found', async () => {
  const { page } = s;
  const seen = await fakeFeed(page, 'personal', (p) => (p.tab === 'liked' ? { rows: [], next_cursor: null } : { rows: [row(`p-${p.tab}-${p.sort}`)], next_cursor: null }));
  await page.goto('/dashboard/personal-field');
  await page.getByRole('heading', { name: 'Personal Feed', exact: true }).waitFor();
  await page.locator('[data-image-id="p-mine-all"]').waitFor();
  expect(seen[0]).toEqual({ page: '1', tab: 'mine', sort: 'all' });
  expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Your Generation', 'Followers Feed', 'Liked Feed']);
  const order = page.getByRole('group', { name: 'Order' });
  expect(await order.getByRole('button').allInnerTexts()).toEqual(['All', 'Upscale', 'Trending', 'New', 'Top']);

  await page.getByRole('tab', { name: 'Followers Feed' }).click();
  await page.locator('[data-image-id="p-followers-all"]').waitFor();
  await order.getByRole('button', { name: 'Top' }).click();
  await page.locator('[data-image-id="p-followers-top"]').waitFor();
  expect(seen.at(-1)).toEqual({ page: '1', tab: 'followers', sort: 'top' });
  // Tabs move with the arrow keys.
  await page.getByRole('tab', { name: 'Followers Feed' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByText('No Data Found').waitFor();
  expect(seen.at(-1)).toEqual({ page: '1', tab: 'liked', sort: 'top' });
  expect(await loadMore(page).count()).toBe(0);

  const violations = await axeViolations(page, 'main');
  expect(violations).toEqual([]);
});

test('a card opens the studio dialog: author, Download, Prompt details, Like with its count, Follow, and Remix prefills the Playground (prompt, negative prompt, model, size, seed)', async () => {
  const { page } = s;
  let liked = false;
  let following = false;
  const calls: string[] = [];
  // The real studio's models and sizes: Remix asks for the last model and its last size.
  const options = async (path: string) => ((await (await page.request.get(`/api${path}`)).json()) as { data: { value: string; label: string }[] }).data;
  const model = (await options('/users/models/text-to-image')).at(-1)!;
  const size = (await options(`/users/model_sizes/${encodeURIComponent(model.value)}`)).at(-1)!;
  await fakeFeed(page, 'community', () => ({ rows: [row('d1', { prompt: 'a fox under the moon', model_id: model.value, image_size: size.value, liked, like_count: liked ? 4 : 3, User: { id: 'author-1', name: 'Grace Author', profile_pic: null, following, self: false } })], next_cursor: null }));
  await page.route('**/api/users/like/d1', (r) => {
    calls.push(`${r.request().method()} like`);
    liked = r.request().method() === 'POST';
    return r.fulfill({ json: { status: 'success', data: { liked, like_count: liked ? 4 : 3 } } });
  });
  await page.route('**/api/users/follow/author-1', (r) => {
    calls.push(`${r.request().method()} follow`);
    following = r.request().method() === 'POST';
    return r.fulfill({ json: { status: 'success', data: { following, follower_count: following ? 1 : 0 } } });
  });
  await page.goto('/dashboard/community-field');
  const card = page.getByRole('button', { name: /^a fox under the moon — by Grace Author 3 likes$/ });
  await card.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Image details' }).waitFor();
  await dialog.getByText('Grace Author', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Download' }).waitFor();
  await dialog.getByRole('heading', { name: 'Prompt details' }).waitFor();

  const like = dialog.getByRole('button', { name: /^Like/ });
  expect(await like.getAttribute('aria-pressed')).toBe('false');
  expect(await dialog.getByTestId('like-count').innerText()).toBe('3');
  await like.click();
  await until(async () => (await like.getAttribute('aria-pressed')) === 'true', 'the like to show');
  expect(await dialog.getByTestId('like-count').innerText()).toBe('4');

  await dialog.getByRole('button', { name: 'Follow Grace Author' }).click();
  await dialog.getByRole('button', { name: 'Unfollow Grace Author' }).waitFor();
  expect(calls).toEqual(['POST like', 'POST follow']);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('link', { name: 'Remix' }).click();
  await page.getByRole('heading', { name: 'Playground', exact: true }).waitFor();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/dashboard/image-generate');
  expect(url.searchParams.get('remix')).toBe('d1');
  expect(url.searchParams.get('seed')).toBe('1234');
  expect(url.searchParams.get('size')).toBe(size.value);
  await expectValue(page.getByLabel('Prompt', { exact: true }), 'a fox under the moon');
  await until(async () => (await selectText(page, 'Model')) === model.label, 'the remixed model');
  await until(async () => (await selectText(page, 'Image Size')) === size.label, 'the remixed size');
  // The Advance option starts open with the remixed negative prompt and seed.
  await expectValue(page.getByLabel('Negative prompt', { exact: true }), 'blurry');
  await expectValue(page.getByLabel('Seed', { exact: true }), '1234');
});

test('on the viewer\'s own image (User.self) the dialog offers Like and Remix but no Follow', async () => {
  const { page } = s;
  await fakeFeed(page, 'community', () => ({ rows: [row('o1', { prompt: 'my own heron', User: { id: 'me', name: 'Me Myself', profile_pic: null, following: false, self: true } })], next_cursor: null }));
  await page.goto('/dashboard/community-field');
  await page.getByRole('button', { name: /^my own heron — by Me Myself/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: 'Remix' }).waitFor();
  await dialog.getByRole('button', { name: /^Like/ }).waitFor();
  expect(await dialog.getByRole('button', { name: /Follow/ }).count()).toBe(0);
  await page.keyboard.press('Escape');
});

test('phone width (390 px): two columns, nothing wider than the screen; the Home page passes axe', async () => {
  const { page } = s;
  await page.setViewportSize({ width: 390, height: 844 });
  await fakeFeed(page, 'community', () => ({ rows: Array.from({ length: 12 }, (_, i) => row(`s${i}`)), next_cursor: 'more' }));
  await page.goto('/dashboard');
  await page.locator('[data-image-id="s0"]').waitFor();
  const lefts = await page.locator('[data-image-id]').evaluateAll((els) => [...new Set(els.map((e) => Math.round(e.getBoundingClientRect().left)))]);
  expect(lefts).toHaveLength(2);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await loadMore(page).waitFor();
  const box = await page.locator('[data-image-id="s0"]').boundingBox();
  expect(box!.width).toBeGreaterThan(100);
  expect(await axeViolations(page, 'main')).toEqual([]);
});
