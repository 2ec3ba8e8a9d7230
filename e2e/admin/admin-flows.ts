// Helpers for the admin area's browser tests (people, ops and the real-backend flows): opening an
// admin screen, a table's rows and cells, a row's actions menu, the dialogs, the dashboard's totals.
import type { Locator, Page } from 'playwright-core';

/** `/admin/dashboard/<path>` ('' is the Dashboard itself). */
export const adminPath = (path: string): string => `/admin/dashboard${path ? `/${path}` : ''}`;

/** Opens an admin screen and waits for its h1 (and, when named, until its loading status is gone). */
export async function openAdmin(page: Page, path: string, heading: string | RegExp, loading?: string): Promise<void> {
  await page.goto(adminPath(path));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  if (loading) await page.getByRole('status', { name: loading }).waitFor({ state: 'detached' });
}

export const rowOf = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

export const cellTexts = async (page: Page, text: string): Promise<string[]> =>
  (await rowOf(page, text).getByRole('cell').allInnerTexts()).map((t) => t.trim());

/** Picks an entry of a row's "Actions for <name>" menu. */
export async function rowAction(page: Page, name: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

export const dialog = (page: Page): Locator => page.getByRole('dialog');
/** A destructive "are you sure?" is an alert dialog (it interrupts to ask about a change that cannot be undone). */
export const confirmDialog = (page: Page): Locator => page.getByRole('alertdialog');

/** A dashboard card (Total User, Total revenue, …) by its title. */
export const totalCard = (page: Page, title: string): Locator => page.getByRole('group', { name: title, exact: true });
