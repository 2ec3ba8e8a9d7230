// In-painting, Out-painting and Up-scaling through the federated app with the built-in cpu node
// (issue 3): their spec §5 messages, the select gating, a drawn mask, two out-paint sides,
// up-scale 2x and Custom, each result appearing in the page. Issue 7: each screen opens with its
// model chosen; an in-painting result stays labelled beside its input after a reload.
import type { Page } from 'playwright-core';
import { useSuite } from '../harness/suite';
import { choose, chooseSize, expectEnabled, fieldErrors, JOB_TIMEOUT_MS, M, openScreen, postBody, routeModels, selectText, signedInUser, submitForm, testPng } from './studio-flows';

jest.setTimeout(180_000);

const s = useSuite();

beforeAll(async () => {
  await signedInUser(s, 'edit');
}, 120_000);

/** Decodes a PNG data URL in the page and counts its white and black pixels. */
async function maskStats(page: Page, dataUrl: string): Promise<{ white: number; black: number; total: number }> {
  return (await page.evaluate(`(async () => {
    const img = new Image();
    img.src = ${JSON.stringify(dataUrl)};
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth; c.height = img.naturalHeight;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    let white = 0, black = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i] === 255 && d[i + 1] === 255 && d[i + 2] === 255) white++;
      else if (d[i] === 0 && d[i + 1] === 0 && d[i + 2] === 0) black++;
    }
    return { white, black, total: d.length / 4 };
  })()`)) as { white: number; black: number; total: number };
}

async function uploadFile(page: Page, label: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).setInputFiles(await testPng(page));
}

async function until(page: Page, fn: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await fn()) && Date.now() < deadline) await page.waitForTimeout(50);
  expect(await fn()).toBe(true);
}

async function waitForOutput(page: Page): Promise<void> {
  await page.getByRole('img', { name: 'Output preview' }).waitFor({ timeout: JOB_TIMEOUT_MS });
}

describe('In-painting', () => {
  test('messages: prompt, model, size and the input image', async () => {
    const { page } = s;
    // With no model to offer nothing can be preselected: every message shows.
    await routeModels(page, 'inpaint', () => []);
    await openScreen(page, 'image-inpaint', 'In Paint');
    await submitForm(page);
    expect(await fieldErrors(page, 4)).toEqual([M.promptRequired, M.model, M.size, M.inputImage]);
    expect(await page.getByRole('switch', { name: 'Make Public' }).isDisabled()).toBe(true);
    await page.unrouteAll({ behavior: 'wait' });
    // Normally the screen opens with its model chosen (issue 7).
    await openScreen(page, 'image-inpaint', 'In Paint');
    expect(await selectText(page, 'Model')).toBe('Classical Fill (CPU)');
    await submitForm(page);
    expect(await fieldErrors(page, 3)).toEqual([M.promptRequired, M.size, M.inputImage]);
  });

  test('a drawn mask is sent as a black-and-white PNG and the result appears in its group', async () => {
    const { page } = s;
    await page.getByPlaceholder('Type a prompt').fill('a red balloon');
    await choose(page, 'Model');
    await chooseSize(page);
    await uploadFile(page, 'Upload image file');

    const area = page.getByLabel('Mask drawing area');
    await area.scrollIntoViewIfNeeded();
    const box = (await area.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 8 });
    await page.mouse.up();
    // Undo and redraw: the undo button takes the stroke back.
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 4 });
    await page.mouse.up();

    const body = await postBody(page, '/inpaint/v2/generate_image', () => submitForm(page));
    expect(body).toMatchObject({ prompt: 'a red balloon', make_public: true, mimetype: 'png' });
    expect(String(body.input_image)).toMatch(/^data:image\/png;base64,/);
    expect(String(body.input_mask)).toMatch(/^data:image\/png;base64,/);
    const mask = await maskStats(page, String(body.input_mask));
    expect(mask.total).toBe(96 * 96);
    expect(mask.white).toBeGreaterThan(0);
    expect(mask.black).toBeGreaterThan(0);
    expect(mask.white + mask.black).toBe(mask.total);

    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('img', { name: 'a red balloon' }).waitFor({ timeout: JOB_TIMEOUT_MS });
    await results.getByRole('img', { name: 'Input image' }).waitFor();
  });

  test('after a reload the result is still shown beside its input, both labelled', async () => {
    const { page } = s;
    await openScreen(page, 'image-inpaint', 'In Paint');
    const results = page.getByRole('region', { name: 'Results' });
    const pair = results.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'a red balloon' }) }).last();
    await pair.getByRole('img', { name: 'a red balloon' }).waitFor();
    expect((await pair.locator('figcaption').allInnerTexts()).map((t) => t.trim())).toEqual(['Input', 'Result']);
    // The input is the server's copy (kept with the job, readable by its owner) and it loads.
    const input = pair.getByRole('img', { name: 'Input image' });
    expect(await input.getAttribute('src')).toMatch(/\/media\/inputs\/[^/]+\/[^/]+\/image\.png$/);
    const loaded = async () => input.evaluate((el) => { const i = el as unknown as { complete: boolean; naturalWidth: number }; return i.complete && i.naturalWidth > 0; });
    const deadline = Date.now() + 10_000;
    while (!(await loaded()) && Date.now() < deadline) await page.waitForTimeout(50);
    expect(await loaded()).toBe(true);
  });
});

describe('In-painting canvas tools', () => {
  test('zoom stays within 33 %–300 %; Erase all clears the strokes; on a phone the canvas fits the screen', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      await openScreen(page, 'image-inpaint', 'In Paint');
      await page.getByLabel('Upload image file', { exact: true }).setInputFiles(await testPng(page, 800, 600));
      const zoom = page.getByLabel('Zoom level');
      await until(page, async () => (await zoom.innerText()) !== '100%');
      const area = page.getByLabel('Mask drawing area');
      expect((await area.boundingBox())!.width).toBeLessThanOrEqual(390);

      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      while (await zoomIn.isEnabled()) await zoomIn.click();
      expect(await zoom.innerText()).toBe('300%');
      const zoomOut = page.getByRole('button', { name: 'Zoom out' });
      while (await zoomOut.isEnabled()) await zoomOut.click();
      expect(await zoom.innerText()).toBe('33%');

      await area.scrollIntoViewIfNeeded();
      const box = (await area.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const eraseAll = page.getByRole('button', { name: 'Erase all' });
      expect(await eraseAll.isEnabled()).toBe(true);
      await eraseAll.click();
      expect(await eraseAll.isDisabled()).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});

describe('Out-painting', () => {
  test('messages: model, size, image; each side enables only its own distance box', async () => {
    const { page } = s;
    await routeModels(page, 'outpaint', () => []);
    await openScreen(page, 'image-outpaint', 'Out Paint');
    await submitForm(page);
    expect(await fieldErrors(page, 3)).toEqual([M.model, M.size, M.uploadFirst]);
    await page.unrouteAll({ behavior: 'wait' });
    await openScreen(page, 'image-outpaint', 'Out Paint');
    expect(await selectText(page, 'Model')).toBe('Edge Extend (CPU)');
    await submitForm(page);
    expect(await fieldErrors(page, 2)).toEqual([M.size, M.uploadFirst]);
    for (const side of ['Left', 'Right', 'Top', 'Bottom']) {
      expect(await page.getByLabel(`${side} distance`).isDisabled()).toBe(true);
    }
    await page.getByRole('switch', { name: 'Left' }).click();
    expect(await page.getByLabel('Left distance').isEnabled()).toBe(true);
    expect(await page.getByLabel('Right distance').isDisabled()).toBe(true);
  });

  test('two sides out-painted: only those sides and their integer distances are sent', async () => {
    const { page } = s;
    await choose(page, 'Model');
    await chooseSize(page);
    await page.getByRole('switch', { name: 'Top' }).click();
    await page.getByLabel('Left distance').fill('32');
    await page.getByLabel('Top distance').pressSequentially('1x6');
    expect(await page.getByLabel('Top distance').inputValue()).toBe('16');
    await uploadFile(page, 'Image');
    await page.getByRole('img', { name: 'Input preview' }).waitFor();

    const body = await postBody(page, '/outpaint/v2/generate_image', () => submitForm(page));
    expect(body).toMatchObject({ outpaint_selections: ['Left', 'Top'], outpaint_distance_left: 32, outpaint_distance_top: 16, mimetype: 'png' });
    expect(body).not.toHaveProperty('outpaint_distance_right');
    expect(body).not.toHaveProperty('outpaint_distance_bottom');
    await waitForOutput(page);
    expect(await page.getByRole('button', { name: 'Submit', exact: true }).isEnabled()).toBe(true);
  });
});

describe('Up-scaling', () => {
  test('messages and the model → size → method → value gating', async () => {
    const { page } = s;
    const combo = (name: string) => page.getByRole('combobox', { name, exact: true });
    // With no model to offer: the size list stays disabled (no model chosen) and every message shows.
    await routeModels(page, 'upscale', () => []);
    await openScreen(page, 'image-up-scale', 'Up Scaling');
    expect(await combo('Image Size').isDisabled()).toBe(true);
    expect(await combo('Upscale Method').isDisabled()).toBe(true);
    expect(await combo('Upscale Value').isDisabled()).toBe(true);
    await submitForm(page);
    expect(await fieldErrors(page, 4)).toEqual([M.model, M.size, M.uovMethod, M.uploadFirst]);
    await page.unrouteAll({ behavior: 'wait' });

    // Normally the screen opens with its model chosen (issue 7): the sizes follow, the rest waits.
    await openScreen(page, 'image-up-scale', 'Up Scaling');
    expect(await selectText(page, 'Model')).toBe('Lanczos Upscale (CPU)');
    await expectEnabled(combo('Image Size'));
    expect(await combo('Upscale Method').isDisabled()).toBe(true);
    expect(await combo('Upscale Value').isDisabled()).toBe(true);

    await choose(page, 'Model');
    await chooseSize(page);
    await expectEnabled(combo('Upscale Method'));
    await choose(page, 'Upscale Method', 'Upscale (2x)');
    expect(await combo('Upscale Value').isDisabled()).toBe(true);
    await choose(page, 'Upscale Method', 'Upscale (Custom)');
    await expectEnabled(combo('Upscale Value'));
    expect(await combo('Upscale Value').locator('option:not([value=""])').allInnerTexts()).toEqual(['1.0', '2.0', '3.0', '4.0', '5.0', '6.0']);
  });

  test('up-scale 2x: the result shows in the Output preview', async () => {
    const { page } = s;
    await choose(page, 'Upscale Method', 'Upscale (2x)');
    await uploadFile(page, 'Image');
    const body = await postBody(page, '/upscale/v2/generate_image', () => submitForm(page));
    expect(body).toMatchObject({ uov_method: 'Upscale (2x)', mimetype: 'png' });
    expect(body).not.toHaveProperty('upscale_value');
    await waitForOutput(page);
  });

  test('up-scale Custom 3.0: the value is sent and a new file clears the old result first', async () => {
    const { page } = s;
    await choose(page, 'Upscale Method', 'Upscale (Custom)');
    await choose(page, 'Upscale Value', '3.0');
    await uploadFile(page, 'Image');
    await page.getByRole('img', { name: 'Output preview' }).waitFor({ state: 'detached' });
    await page.getByText('The result appears here', { exact: true }).waitFor();
    const body = await postBody(page, '/upscale/v2/generate_image', () => submitForm(page));
    expect(body).toMatchObject({ uov_method: 'Upscale (Custom)', upscale_value: 3 });
    await waitForOutput(page);
  });
});
