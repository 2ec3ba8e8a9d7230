// The Playground through the federated app with the built-in cpu node (issue 3): every spec §5
// message, a free user's Make Public switch, generating 1 and 3 images, the detail dialog and
// Download (file named after the last path segment of image_url).
import { useSuite } from '../harness/suite';
import { choose, chooseSize, fieldErrors, JOB_TIMEOUT_MS, M, openScreen, postBodies, postBody, signedInUser, submitForm } from './studio-flows';

jest.setTimeout(180_000);

const s = useSuite();
const history = () => s.page.getByRole('region', { name: 'Generation History' });

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
  await submitForm(page);
  expect(await fieldErrors(page, 3)).toEqual([M.promptRequired, M.model, M.size]);
  await page.getByPlaceholder('Type a prompt').fill('   ');
  await submitForm(page);
  expect((await fieldErrors(page, 3))[0]).toBe(M.promptMin);
});

test('a free user cannot change Make Public: disabled and on', async () => {
  const toggle = s.page.getByRole('switch', { name: 'Make Public' });
  expect(await toggle.isDisabled()).toBe(true);
  expect(await toggle.getAttribute('aria-checked')).toBe('true');
});

test('the size select waits for a model; the Advance option holds the negative prompt', async () => {
  const { page } = s;
  expect(await page.getByRole('combobox', { name: 'Image Size', exact: true }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Advance option' }).click();
  await page.getByPlaceholder('Type a negative prompt').fill('blurry');
});

test('generate 1 image: one request; the image appears in its prompt group and Submit is free again', async () => {
  const { page } = s;
  await page.getByPlaceholder('Type a prompt').fill('a lighthouse at dusk');
  await choose(page, 'Model');
  // The chosen model's description shows as help text (the seeded sketch says what it can draw).
  await page.getByText(/^A procedural sketch, not AI/).waitFor();
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
