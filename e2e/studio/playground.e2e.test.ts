// The Playground through the federated app with the built-in cpu node (issue 3): every spec §5
// message, a free user's Make Public switch, generating 1 and 3 images, the detail dialog and
// Download (file named after the last path segment of image_url). Issue 7: the model is
// preselected and remembered, a portrait result keeps its shape, the dialog works on a phone.
import { field, newAccount, signOut, signUp, submit } from '../harness/flows';
import { useSuite } from '../harness/suite';
import { choose, chooseSize, eventually, expectEnabled, fieldErrors, JOB_TIMEOUT_MS, M, openScreen, postBodies, postBody, routeModels, selectText, signedInUser, submitForm } from './studio-flows';

jest.setTimeout(180_000);

const s = useSuite();
const history = () => s.page.getByRole('region', { name: 'Generation History' });
const CPU_MODEL = 'Procedural Sketch (CPU)';

beforeAll(async () => {
  await signedInUser(s, 'gen');
  await openScreen(s.page, 'image-generate', 'Playground');
}, 120_000);

test('title, subtitle and the empty history', async () => {
  const { page } = s;
  await page.getByText('Write something awesome and generate awesome images', { exact: true }).waitFor();
  await history().getByText('No Data Found', { exact: true }).waitFor();
});

test('every validation message of the form', async () => {
  const { page } = s;
  // The model is preselected (issue 7), so only the prompt and the size are missing.
  await submitForm(page);
  expect(await fieldErrors(page, 2)).toEqual([M.promptRequired, M.size]);
  await page.getByPlaceholder('Type a prompt').fill('   ');
  await submitForm(page);
  expect((await fieldErrors(page, 2))[0]).toBe(M.promptMin);
});

test('with no model to offer, nothing is preselected and the form asks for a model', async () => {
  const { page } = s;
  await routeModels(page, 'text-to-image', () => []);
  await openScreen(page, 'image-generate', 'Playground');
  expect(await selectText(page, 'Model')).toBe('Select Image Model');
  await submitForm(page);
  expect(await fieldErrors(page, 3)).toEqual([M.promptRequired, M.model, M.size]);
  await page.unrouteAll({ behavior: 'wait' });
  await openScreen(page, 'image-generate', 'Playground');
});

test('the Playground opens with its model chosen; another model chosen is remembered across a reload', async () => {
  const { page } = s;
  expect(await selectText(page, 'Model')).toBe(CPU_MODEL);
  await expectEnabled(page.getByRole('combobox', { name: 'Image Size', exact: true }));

  // A second model to choose (the cpu node offers one per operation); its sizes answered here.
  const second = { value: '00000000-0000-4000-8000-000000000002', label: 'Second Model' };
  await routeModels(page, 'text-to-image', (models) => [...models, second]);
  await page.route(`**/api/users/model_sizes/${second.value}`, (r) => r.fulfill({ json: { status: 'success', data: [{ value: '512*512', label: '512*512' }] } }));
  await openScreen(page, 'image-generate', 'Playground');
  expect(await selectText(page, 'Model')).toBe(CPU_MODEL);
  await choose(page, 'Model', second.label);
  await openScreen(page, 'image-generate', 'Playground');
  expect(await selectText(page, 'Model')).toBe(second.label);

  // Once that model is gone from the list, the first one is preselected again.
  await page.unrouteAll({ behavior: 'wait' });
  await openScreen(page, 'image-generate', 'Playground');
  expect(await selectText(page, 'Model')).toBe(CPU_MODEL);
});

test('a free user cannot change Make Public: disabled and on', async () => {
  const toggle = s.page.getByRole('switch', { name: 'Make Public' });
  expect(await toggle.isDisabled()).toBe(true);
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
});

test('the size select waits for the sizes of the model; the Advance option holds the negative prompt', async () => {
  const { page } = s;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/users/model_sizes/**', async (route) => {
    await held;
    await route.continue();
  });
  await openScreen(page, 'image-generate', 'Playground');
  const size = page.getByRole('combobox', { name: 'Image Size', exact: true });
  expect(await size.isDisabled()).toBe(true);
  release();
  await expectEnabled(size);
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Advance option' }).click();
  await page.getByPlaceholder('Type a negative prompt').fill('blurry');
});

test('generate 1 image: one request; the image appears in its prompt group and Submit is free again', async () => {
  const { page } = s;
  await page.getByPlaceholder('Type a prompt').fill('a lighthouse at dusk');
  await choose(page, 'Model');
  // The chosen model's description shows as help text (the seeded sketch says what it can draw).
  await page.getByText(/^A procedural sketch, not AI/).waitFor();
  const helpId = await page.getByText(/^A procedural sketch, not AI/).getAttribute('id');
  expect((await page.getByRole('combobox', { name: 'Model', exact: true }).getAttribute('aria-describedby'))?.split(' ')).toContain(helpId);
  await chooseSize(page);
  const body = await postBody(page, '/text_to_image/v2/image_generate', () => submitForm(page));
  expect(body).toMatchObject({ prompt: 'a lighthouse at dusk', image_number: 1, make_public: true, negative_prompt: 'blurry' });

  const group = history().getByRole('listitem').filter({ hasText: 'a lighthouse at dusk' }).first();
  await group.getByRole('img', { name: 'a lighthouse at dusk' }).first().waitFor({ timeout: JOB_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Submit', exact: true }).isEnabled()).toBe(true);
});

test('generate 3 images: three parallel requests with image_number 1, Submit busy until all three show', async () => {
  const { page } = s;
  await page.getByPlaceholder('Type a prompt').fill('three paper boats');
  await page.getByRole('button', { name: '3', exact: true }).click();
  const bodies = await postBodies(
    page,
    '/text_to_image/v2/image_generate',
    3,
    () => submitForm(page),
    // All three requests are out at once (parallel), and Submit is busy while they are.
    () => page.getByRole('button', { name: 'Please wait' }).waitFor(),
  );

  const group = history().getByRole('listitem').filter({ hasText: 'three paper boats' }).first();
  const images = group.getByRole('img', { name: 'three paper boats' });
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  while ((await images.count()) < 3 && Date.now() < deadline) await page.waitForTimeout(250);
  expect(await images.count()).toBe(3);
  expect(bodies).toHaveLength(3);
  expect(bodies.map((b) => [b.prompt, b.image_number])).toEqual(Array(3).fill(['three paper boats', 1]));
  await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
  // The older group is still there, below the new one.
  const prompts = await history().locator('h3').allInnerTexts();
  expect(prompts.slice(0, 2)).toEqual(['three paper boats', 'a lighthouse at dusk']);
});

test('the history survives a reload (loaded from the user images)', async () => {
  const { page } = s;
  await openScreen(page, 'image-generate', 'Playground');
  const images = history().getByRole('img', { name: 'three paper boats' });
  const deadline = Date.now() + 10_000;
  while ((await images.count()) < 3 && Date.now() < deadline) await page.waitForTimeout(100);
  expect(await images.count()).toBe(3);
});

test('image detail dialog: prompt details, Escape closes, Download is named after image_url', async () => {
  const { page } = s;
  await history().getByRole('button', { name: 'Open image: a lighthouse at dusk' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Prompt details', { exact: true }).waitFor();
  // The Preset is what the cpu sketch drew for this prompt (dusk → sunset; a lighthouse stands by the sea).
  const preset = 'Procedural sketch · sunset · sea · lighthouse';
  for (const text of ['a lighthouse at dusk', 'blurry', 'Alchemy', 'Preset', preset, 'Input Resolution', 'Seed', 'Created', 'Prompt Magic', 'E2E gen']) {
    await dialog.getByText(text, { exact: true }).first().waitFor();
  }
  const src = (await dialog.getByRole('img', { name: 'a lighthouse at dusk' }).getAttribute('src')) ?? '';
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe(src.split('/').pop());
  expect(download.suggestedFilename()).toMatch(/\.\w+$/);

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});

test('a portrait result keeps its shape in the history (no cropping)', async () => {
  const { page } = s;
  await page.getByPlaceholder('Type a prompt').fill('a tall lighthouse');
  await page.getByRole('button', { name: '1', exact: true }).click();
  await choose(page, 'Image Size', '832*1216');
  await submitForm(page);
  const tile = history().getByRole('button', { name: 'Open image: a tall lighthouse' }).first();
  await tile.waitFor({ timeout: JOB_TIMEOUT_MS });
  const img = tile.getByRole('img', { name: 'a tall lighthouse' });
  await eventually(page, () => img.evaluate((el) => { const i = el as unknown as { complete: boolean; naturalWidth: number }; return i.complete && i.naturalWidth > 0; }));
  const box = (await tile.boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(1216 / 832, 1);
  // The whole picture is shown: its own shape matches the tile's, drawn with object-fit: contain.
  const natural = await img.evaluate((el) => { const i = el as unknown as { naturalWidth: number; naturalHeight: number }; return [i.naturalWidth, i.naturalHeight]; });
  expect(natural[1] / natural[0]).toBeCloseTo(1216 / 832, 1);
  expect(await img.evaluate((el) => (el.ownerDocument.defaultView as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle(el).objectFit)).toBe('contain');
  // A square image in the same history keeps its square tile.
  const square = (await history().getByRole('button', { name: 'Open image: a lighthouse at dusk' }).first().boundingBox())!;
  expect(square.height / square.width).toBeCloseTo(1, 1);
});

test('on a phone the close button of the dialog sits clear of the image and every detail can be reached', async () => {
  const { page } = s;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await history().getByRole('button', { name: 'Open image: a tall lighthouse' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Prompt details', { exact: true }).waitFor();
    // Measure the settled dialog, not its opening animation.
    await dialog.evaluate((d) => Promise.all((d as unknown as { getAnimations(): { finished: Promise<unknown> }[] }).getAnimations().map((a) => a.finished)));
    const close = dialog.getByRole('button', { name: 'Close' });
    const closeBox = (await close.boundingBox())!;
    const imageBox = (await dialog.getByRole('img', { name: 'a tall lighthouse' }).boundingBox())!;
    expect(closeBox.y >= 0 && closeBox.x + closeBox.width <= 390).toBe(true);
    // Not on the picture: the close button ends above the image's top edge.
    expect(closeBox.y + closeBox.height).toBeLessThanOrEqual(imageBox.y);
    // Nothing covers it: the topmost element at its centre is the button (or its icon).
    const [cx, cy] = [closeBox.x + closeBox.width / 2, closeBox.y + closeBox.height / 2];
    expect(await close.evaluate((b, [x, y]) => b.contains(b.ownerDocument.elementFromPoint(x, y)), [cx, cy])).toBe(true);
    // The dialog scrolls (no hidden overflow) and its last detail can be brought into view.
    expect(await dialog.evaluate((el) => (el.ownerDocument.defaultView as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle(el).overflowY)).toBe('auto');
    const last = dialog.getByText('Prompt Magic', { exact: true });
    await last.scrollIntoViewIfNeeded();
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y).toBeGreaterThanOrEqual(0);
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(844);
    // The details start on the first screen: the Download button is visible without scrolling.
    await dialog.evaluate((d) => d.scrollTo(0, 0));
    const download = (await dialog.getByRole('button', { name: 'Download' }).boundingBox())!;
    expect(download.y + download.height).toBeLessThanOrEqual(844);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test('after signing out, the next account signed in on this tab sees none of the images of the first', async () => {
  const { page } = s;
  // The second account registers elsewhere, so this tab never reloads: only client-side navigation.
  const other = newAccount('gen-next');
  const elsewhere = await s.freshPage();
  await signUp(elsewhere, s.product.mailbox, other);
  await openScreen(page, 'image-generate', 'Playground');
  await history().getByRole('img', { name: 'a tall lighthouse' }).first().waitFor();
  await signOut(page);
  await field(page, 'Email').fill(other.email);
  await field(page, 'Password').fill(other.password);
  await submit(page);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByRole('link', { name: 'Image Generation' }).first().click();
  await page.getByRole('heading', { name: 'Playground', exact: true }).waitFor();
  await history().getByText('No Data Found', { exact: true }).waitFor();
  expect(await history().getByRole('img').count()).toBe(0);
});
