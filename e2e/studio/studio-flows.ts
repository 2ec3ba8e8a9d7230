// Helpers for the studio's browser tests: a signed-in (free) user, picking from the kit's
// selects, a test picture to upload, the field errors a submit shows.
import type { Page, Request } from 'playwright-core';
import { newAccount, signIn, signUp } from '../harness/flows';
import type { Suite } from '../harness/suite';

/** Spec §5 wording, verbatim: the tests hold the spec, not the implementation. */
export const M = {
  promptRequired: 'Please write something in prompt',
  promptMin: 'Prompt Must be 1 or more characters long',
  model: 'Please select a model',
  size: 'Please select size of image',
  inputImage: 'Please select input image',
  uploadFirst: 'Please upload image first',
  uovMethod: 'Please select upscale method',
};

/** Jobs run on the built-in cpu node of a busy 2-core box: results may take a while. */
export const JOB_TIMEOUT_MS = 60_000;

/** Registers a new account (free, as every new account is) and signs it in. */
export async function signedInUser(s: Suite, tag: string): Promise<void> {
  const account = newAccount(tag);
  await signUp(s.page, s.product.mailbox, account);
  await signIn(s.page, account.email, account.password);
}

/** Opens a studio screen and waits until its full-screen spinner is gone. */
export async function openScreen(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`/dashboard/${path}`);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  await page.getByRole('status', { name: `Loading ${title}` }).waitFor({ state: 'detached' });
}

/** Picks an option of a labelled select (the first one after the placeholder unless named). */
export async function choose(page: Page, label: string, option?: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  // selectOption waits until the select is enabled and holds the option (lists load after a choice).
  if (option) await select.selectOption({ label: option });
  else await select.selectOption((await select.locator('option:not([value=""])').first().getAttribute('value'))!);
}

/** Waits for the size select to be enabled (sizes load after a model is chosen), then picks one. */
export async function chooseSize(page: Page): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Image Size', exact: true });
  await expectEnabled(select);
  await choose(page, 'Image Size');
}

export async function expectEnabled(locator: ReturnType<Page['getByRole']>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await locator.isEnabled()) && Date.now() < deadline) await locator.page().waitForTimeout(50);
  expect(await locator.isEnabled()).toBe(true);
}

export const submitForm = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true }).click();

/** The field errors the form shows (role=alert), once at least `count` have rendered. */
export async function fieldErrors(page: Page, count: number): Promise<string[]> {
  const texts = async () =>
    (await page.locator('form [role="alert"]').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  const deadline = Date.now() + 5_000;
  while ((await texts()).length < count && Date.now() < deadline) await page.waitForTimeout(50);
  return texts();
}

/** A small PNG drawn by the browser itself (a gradient with a square), as a file to upload. */
export async function testPng(page: Page, width = 96, height = 96): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const b64 = (await page.evaluate(`(() => {
    const c = document.createElement('canvas');
    c.width = ${width}; c.height = ${height};
    const g = c.getContext('2d');
    const grad = g.createLinearGradient(0, 0, c.width, c.height);
    grad.addColorStop(0, '#2563eb'); grad.addColorStop(1, '#f59e0b');
    g.fillStyle = grad; g.fillRect(0, 0, c.width, c.height);
    g.fillStyle = '#fff'; g.fillRect(c.width / 4, c.height / 4, c.width / 2, c.height / 2);
    return c.toDataURL('image/png').split(',')[1];
  })()`)) as string;
  return { name: 'test-picture.png', mimeType: 'image/png', buffer: Buffer.from(b64, 'base64') };
}

/**
 * The JSON bodies of the first `count` POSTs to `path` made while `act` runs. Through route
 * interception: Chromium leaves request bodies out of the plain request event. With `whileHeld`,
 * those requests are held until all `count` arrived and `whileHeld` has run (e.g. to look at the
 * screen while the calls are in flight, however fast the node is).
 */
export async function postBodies(
  page: Page,
  path: string,
  count: number,
  act: () => Promise<void>,
  whileHeld?: () => Promise<void>,
): Promise<Record<string, unknown>[]> {
  const pattern = `**${path}`;
  const captured: Request[] = [];
  const handled: Promise<void>[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  if (!whileHeld) release();
  await page.route(pattern, (route) => {
    captured.push(route.request());
    const done = released.then(() => route.continue());
    handled.push(done);
    return done;
  });
  try {
    await act();
    const deadline = Date.now() + 15_000;
    while (captured.length < count && Date.now() < deadline) await page.waitForTimeout(50);
    await whileHeld?.();
  } finally {
    release();
    // Every held request goes on before the route is removed (a removed route cannot continue).
    await Promise.allSettled(handled);
    await page.unroute(pattern);
  }
  return captured.slice(0, count).map((r) => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
}

/** The JSON body of the next POST to `path` made while `act` runs. */
export async function postBody(page: Page, path: string, act: () => Promise<void>): Promise<Record<string, unknown>> {
  const [body] = await postBodies(page, path, 1, act);
  if (!body) throw new Error(`no POST to ${path}`);
  return body;
}

/** The model list of a type as the page receives it, replaced (e.g. none, or an extra model). */
export async function routeModels(page: Page, type: string, edit: (models: { value: string; label: string }[]) => { value: string; label: string }[]): Promise<void> {
  await page.route(`**/api/users/models/${type}`, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { status: string; data: { value: string; label: string }[] };
    await route.fulfill({ response: res, json: { ...body, data: edit(body.data) } });
  });
}

/** The text a select shows (its chosen option's label, or its placeholder). */
export const selectText = async (page: Page, label: string): Promise<string> =>
  (await page.getByRole('combobox', { name: label, exact: true }).evaluate((el) => (el as unknown as { selectedOptions: ArrayLike<{ text: string }> }).selectedOptions[0]?.text ?? '')).trim();

/** Waits until `fn` holds (or fails after `timeoutMs`). */
export async function eventually(page: Page, fn: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await fn()) && Date.now() < deadline) await page.waitForTimeout(50);
  expect(await fn()).toBe(true);
}
