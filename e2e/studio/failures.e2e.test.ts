// The studio's failure and recovery paths (spec §4, §8) through the federated app: a refused
// start shows the server's message and frees Submit; with the event stream down, polling (every
// 3 s) still finishes images, including ones still pending when the history loads; a job that
// fails marks the Playground image failed, removes an in-painting image, and frees Submit — each
// with the error toast. Failures and delays are injected at the network edge.
import type { Page, Route } from 'playwright-core';
import { expectToast } from '../harness/flows';
import { useSuite } from '../harness/suite';
import { choose, chooseSize, JOB_TIMEOUT_MS, openScreen, signedInUser, submitForm, testPng } from './studio-flows';

jest.setTimeout(120_000);

const s = useSuite();
const TOAST_TITLE = 'Uh oh! Something went wrong.';
const REASON = 'The node stopped answering';

beforeAll(async () => {
  await signedInUser(s, 'fail');
}, 120_000);

afterEach(async () => {
  await s.page.unrouteAll({ behavior: 'wait' });
});

/** No event stream: the studio must fall back to polling. */
const dropEvents = (page: Page) => page.route('**/api/images/events', (r) => r.abort());

/** Pending-image answers turned into failures with REASON. */
async function failPolls(page: Page, path: string): Promise<void> {
  await page.route(`**${path}/**`, async (route: Route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response: res, json: { ...body, data: { ...body.data, request_status: 'failure', image_url: null, error: REASON } } });
  });
}

async function fillPlayground(page: Page, prompt: string): Promise<void> {
  await openScreen(page, 'image-generate', 'Playground');
  await page.getByPlaceholder('Type a prompt').fill(prompt);
  await choose(page, 'Model');
  await chooseSize(page);
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });

test('a refused generation shows the server message and frees Submit (queue reset)', async () => {
  const { page } = s;
  await page.route('**/api/text_to_image/v2/image_generate', (r) => r.fulfill({ status: 402, json: { status: 'error', msg: 'Not enough credits' } }));
  await fillPlayground(page, 'a refused request');
  await submitForm(page);
  await expectToast(page, TOAST_TITLE);
  await expectToast(page, 'Not enough credits');
  await submitButton(page).waitFor();
  expect(await submitButton(page).isEnabled()).toBe(true);
  expect(await page.getByRole('region', { name: 'Generation History' }).getByText('a refused request').count()).toBe(0);
});

test('with the event stream down, polling still brings the image', async () => {
  const { page } = s;
  await dropEvents(page);
  await fillPlayground(page, 'found by polling');
  await submitForm(page);
  await page.getByRole('img', { name: 'found by polling' }).waitFor({ timeout: JOB_TIMEOUT_MS });
  await submitButton(page).waitFor();
});

test('a pending image in the loaded history raises the queue and is followed until it finishes', async () => {
  const { page } = s;
  await fillPlayground(page, 'finished while away');
  await submitForm(page);
  await page.getByRole('img', { name: 'finished while away' }).waitFor({ timeout: JOB_TIMEOUT_MS });

  // Reload as if the job were still running: the history says pending, and so do polls until released.
  let released = false;
  await dropEvents(page);
  const asPending = (r: Record<string, unknown>) => (r.prompt === 'finished while away' ? { ...r, request_status: 'pending', image_url: null, thumbnail_url: null } : r);
  await page.route('**/api/text_to_image/user_image', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: Record<string, unknown>[] };
    await route.fulfill({ response: res, json: { ...body, data: body.data.map(asPending) } });
  });
  await page.route('**/api/text_to_image/v2/get_pending_image/**', async (route) => {
    if (released) return route.continue();
    const res = await route.fetch();
    const body = (await res.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response: res, json: { ...body, data: asPending(body.data) } });
  });
  await openScreen(page, 'image-generate', 'Playground');
  await page.getByRole('button', { name: 'Please wait' }).waitFor();
  await page.getByRole('region', { name: 'Generation History' }).getByText('Generating image', { exact: true }).first().waitFor();

  released = true;
  await page.getByRole('img', { name: 'finished while away' }).waitFor({ timeout: JOB_TIMEOUT_MS });
  await submitButton(page).waitFor();
  expect(await submitButton(page).isEnabled()).toBe(true);
});

test('a failed job marks the Playground image failed, toasts the reason and frees Submit', async () => {
  const { page } = s;
  await dropEvents(page);
  await failPolls(page, '/api/text_to_image/v2/get_pending_image');
  await fillPlayground(page, 'doomed lighthouse');
  await submitForm(page);
  await page.getByText(`Failed: ${REASON}`, { exact: true }).waitFor({ timeout: JOB_TIMEOUT_MS });
  await expectToast(page, REASON);
  await submitButton(page).waitFor();
  expect(await submitButton(page).isEnabled()).toBe(true);
});

test('a failed in-painting job removes the image from its group', async () => {
  const { page } = s;
  await dropEvents(page);
  await failPolls(page, '/api/inpaint/v2/get_pending_image');
  await openScreen(page, 'image-inpaint', 'In Paint');
  await page.getByPlaceholder('Type a prompt').fill('doomed balloon');
  await choose(page, 'Model');
  await chooseSize(page);
  await page.getByLabel('Upload image file', { exact: true }).setInputFiles(await testPng(page));
  await submitForm(page);
  const results = page.getByRole('region', { name: 'Results' });
  await results.getByText('doomed balloon', { exact: true }).waitFor();
  await expectToast(page, REASON);
  await results.getByText('doomed balloon', { exact: true }).waitFor({ state: 'detached' });
  await results.getByText('No Data Found', { exact: true }).waitFor();
  expect(await submitButton(page).isEnabled()).toBe(true);
});

test('a refused up-scale start drops the queue and toasts', async () => {
  const { page } = s;
  await page.route('**/api/upscale/v2/generate_image', (r) => r.fulfill({ status: 400, json: { status: 'error', msg: 'Image is too large' } }));
  await openScreen(page, 'image-up-scale', 'Up Scaling');
  await choose(page, 'Model');
  await chooseSize(page);
  await choose(page, 'Upscale Method', 'Upscale (1.5x)');
  await page.getByLabel('Image', { exact: true }).setInputFiles(await testPng(page));
  await submitForm(page);
  await expectToast(page, 'Image is too large');
  await submitButton(page).waitFor();
  expect(await page.getByText('The result appears here', { exact: true }).count()).toBe(1);
});
