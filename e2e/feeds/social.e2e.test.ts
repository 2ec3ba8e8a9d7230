// The feeds against the real product (imaging's feeds, likes and follows; the cpu node): Ada makes
// a public image; Bob finds it in Community by searching its prompt, likes it and finds it in his
// Liked Feed, follows Ada and finds it in his Followers Feed; Remix opens his Playground prefilled.
import type { Page } from 'playwright-core';
import { expectValue, signOut } from '../harness/flows';
import { useSuite } from '../harness/suite';
import { choose, chooseSize, JOB_TIMEOUT_MS, openScreen, signedInUser, submitForm } from '../studio/studio-flows';

jest.setTimeout(180_000);

const s = useSuite();
const PROMPT = `a lighthouse fox ${Date.now().toString(36)}`;

/** The feed card of the image with PROMPT (its accessible name starts with the prompt). */
const card = (page: Page) => page.getByRole('button', { name: new RegExp(`^${PROMPT} — by `) });

beforeAll(async () => {
  // Ada generates one public image, then leaves.
  await signedInUser(s, 'ada');
  const { page } = s;
  await openScreen(page, 'image-generate', 'Playground');
  await page.getByPlaceholder('Type a prompt').fill(PROMPT);
  await choose(page, 'Model');
  await chooseSize(page);
  await submitForm(page);
  await page.getByRole('img', { name: PROMPT }).waitFor({ timeout: JOB_TIMEOUT_MS });
  await signOut(page);
  await signedInUser(s, 'bob');
}, 170_000);

test("Community search finds another user's public image; liking it puts it in Liked Feed", async () => {
  const { page } = s;
  await page.goto('/dashboard/community-field');
  // Stems and a prefix: the first words whole, the last one cut short as while typing.
  await page.getByRole('textbox', { name: 'Search by Prompt' }).fill(PROMPT.slice(0, PROMPT.length - 3));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await card(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Image details' }).waitFor();
  const like = dialog.getByRole('button', { name: /^Like/ });
  await like.click();
  await dialog.getByTestId('like-count').filter({ hasText: /^1$/ }).waitFor();
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/personal-field');
  await page.getByRole('tab', { name: 'Liked Feed' }).click();
  await card(page).waitFor();
});

test("following the author puts their public image in Followers Feed; Remix opens the Playground prefilled", async () => {
  const { page } = s;
  await page.goto('/dashboard/personal-field');
  await page.getByRole('tab', { name: 'Followers Feed' }).click();
  await page.getByText('No Data Found').waitFor();

  await page.goto('/dashboard/community-field');
  await card(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Follow / }).click();
  await dialog.getByRole('button', { name: /^Unfollow / }).waitFor();
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/personal-field');
  await page.getByRole('tab', { name: 'Followers Feed' }).click();
  await card(page).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Remix' }).click();
  await page.getByRole('heading', { name: 'Playground', exact: true }).waitFor();
  await expectValue(page.getByLabel('Prompt', { exact: true }), PROMPT);
  // The seed the node reported for Ada's image fills the Seed field.
  const seed = new URL(page.url()).searchParams.get('seed');
  expect(seed).toMatch(/^\d+$/);
  await expectValue(page.getByLabel('Seed', { exact: true }), seed!);
});
