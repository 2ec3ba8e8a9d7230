// The studio screens for keyboard and assistive-technology users: an axe-core WCAG 2.1 A/AA
// audit of every screen (light and dark, with its errors showing) and of the image detail
// dialog; the Playground used from the keyboard alone; the dialog traps focus and Escape closes it.
import type { Page } from 'playwright-core';
import { axeViolations } from '../harness/axe';
import { useSuite } from '../harness/suite';
import { JOB_TIMEOUT_MS, openScreen, signedInUser, submitForm } from './studio-flows';

jest.setTimeout(120_000);

const s = useSuite();
const SCOPE = '[data-mf-remote="mfe_studio"]';
const SCREENS: [string, string][] = [
  ['image-generate', 'Playground'],
  ['image-inpaint', 'In Paint'],
  ['image-outpaint', 'Out Paint'],
  ['image-up-scale', 'Up Scaling'],
];

beforeAll(async () => {
  await signedInUser(s, 'a11y');
}, 120_000);

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(`localStorage.setItem('vite-ui-theme', '${theme}')`);
}

describe.each(['light', 'dark'] as const)('axe audit, %s theme', (theme) => {
  test.each(SCREENS)('%s: clean, and clean with its errors showing', async (path, title) => {
    const { page } = s;
    await setTheme(page, theme);
    await openScreen(page, path, title);
    expect(await page.evaluate(`document.documentElement.classList.contains('${theme}')`)).toBe(true);
    expect(await axeViolations(page, SCOPE)).toEqual([]);
    await submitForm(page);
    await page.locator('form [role="alert"]').first().waitFor();
    expect(await axeViolations(page, SCOPE)).toEqual([]);
  });
});

/** Waits until `fn` holds (or fails after 10 s). */
async function until(page: Page, fn: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await fn()) && Date.now() < deadline) await page.waitForTimeout(50);
  expect(await fn()).toBe(true);
}

/** Tab to a select and take its next option with the arrow key (the placeholder cannot be taken). */
async function pickWithKeyboard(page: Page, label: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await until(page, () => select.isEnabled());
  await page.keyboard.press('Tab');
  await until(page, () => select.evaluate((el) => el === el.ownerDocument.activeElement));
  await page.keyboard.press('ArrowDown');
  await until(page, async () => (await select.getAttribute('data-placeholder')) === null);
  expect(await select.inputValue()).not.toBe('');
}

test('the Playground from the keyboard alone: fill, pick, count, submit, open and close the dialog', async () => {
  const { page } = s;
  await setTheme(page, 'light');
  await openScreen(page, 'image-generate', 'Playground');
  await page.getByPlaceholder('Type a prompt').focus();
  await page.keyboard.type('keyboard only');
  await pickWithKeyboard(page, 'Model');
  await pickWithKeyboard(page, 'Image Size');
  const two = page.getByRole('button', { name: '2', exact: true });
  await page.keyboard.press('Tab'); // count 1
  await page.keyboard.press('Tab'); // count 2
  expect(await two.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
  await page.keyboard.press('Space');
  await until(page, async () => (await two.getAttribute('aria-pressed')) === 'true');
  await page.getByRole('button', { name: 'Submit', exact: true }).focus();
  await page.keyboard.press('Enter');

  const open = page.getByRole('button', { name: 'Open image: keyboard only' });
  await open.nth(1).waitFor({ timeout: JOB_TIMEOUT_MS });
  await open.first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Prompt details', { exact: true }).waitFor();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  // Focus stays inside the dialog however far one tabs.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(d.ownerDocument.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await open.first().evaluate((b) => b === b.ownerDocument.activeElement)).toBe(true);
});
