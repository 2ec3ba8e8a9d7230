// User journeys through the public screens, written the way a person uses them (labels and
// button names), shared by the test files.
import type { Locator, Page } from 'playwright-core';
import type { Mailbox } from './mailbox';

export interface Account {
  email: string;
  name: string;
  profileName: string;
  password: string;
}

let seq = 0;
/** A new, unique account (unique per run and per call, so files never collide). */
export function newAccount(tag: string): Account {
  const id = `${Date.now().toString(36)}${(seq++).toString(36)}`;
  return { email: `${tag}-${id}@e2e.test`, name: `E2E ${tag}`, profileName: `${tag}_${id}`, password: `pw-${id}-secret` };
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true }).click();

/** Types the code with the keyboard into the six boxes (focus moves on by itself). */
export async function enterCode(page: Page, code: string): Promise<void> {
  await field(page, 'Digit 1').click();
  await page.keyboard.type(code);
}

/** Register → code from the SMTP capture → profile → back on /login. */
export async function signUp(page: Page, mailbox: Mailbox, a: Account): Promise<void> {
  await page.goto('/register');
  const mark = mailbox.mark();
  await field(page, 'Email').fill(a.email);
  await submit(page);
  await page.waitForURL('**/verify-otp');
  await enterCode(page, await mailbox.codeFor(a.email, mark));
  await submit(page);
  await page.waitForURL('**/register-profile');
  await field(page, 'Name').fill(a.name);
  await field(page, 'Profile Name').fill(a.profileName);
  await field(page, 'Password').fill(a.password);
  await submit(page);
  await page.waitForURL('**/login');
}

/** Sign in on /login and wait for the area the server sends this account to. */
export async function signIn(page: Page, email: string, password: string, landing = '/dashboard'): Promise<void> {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await submit(page);
  await page.waitForURL((u) => u.pathname === landing);
}

/** The toast the shell shows (one at a time); fails unless one carrying `text` shows up. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

export const storage = (page: Page, key: string) => page.evaluate(`localStorage.getItem(${JSON.stringify(key)})`) as Promise<string | null>;

/** Waits until a JavaScript expression is truthy in the page. Not page.waitForFunction: that compiles
 *  its predicate with `new Function` inside the page, which the product's Content-Security-Policy
 *  (no 'unsafe-eval') refuses; page.evaluate runs through the DevTools protocol, outside the policy. */
export async function waitForExpression(page: Page, expression: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(`!!(${expression})`).catch(() => false)) && Date.now() < deadline) await page.waitForTimeout(50);
  if (!(await page.evaluate(`!!(${expression})`))) throw new Error(`still false after ${timeoutMs} ms: ${expression}`);
}

/** The input's value once it settles on `value` (forms prefill after data arrives), or fails. */
export async function expectValue(input: Locator, value: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await input.inputValue()) !== value && Date.now() < deadline) await input.page().waitForTimeout(50);
  expect(await input.inputValue()).toBe(value);
}

/** Picks an entry of the top bar's account menu ("My Account": the remotes' entries, then Log out). */
export async function openAccountMenuItem(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Log out from the top bar's account menu (spec §2 "My Account ... Log out"); ends on /login. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
}
