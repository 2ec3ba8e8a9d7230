// Every spec §5 validation message of the public auth screens shows for the matching bad input,
// the missing-email redirects of spec §2, and the six-box OTP focus rules.
import type { Page } from 'playwright-core';
import { expectToast, field, submit } from '../harness/flows';
import { useSuite } from '../harness/suite';

jest.setTimeout(60_000);

// Spec §5 wording, verbatim (typos included): the tests hold the spec, not the implementation.
const M = {
  email: 'Please enter valid email',
  emailMin: 'Username must be at least 2 characters.',
  password: 'Password must be more than 8 character',
  confirm: 'Conform Password must be more than 8 character',
  mismatch: 'Password and Confirm Password must be same',
  name: 'Name can not be more than 95 character',
  profileName: 'Profile Name can not be more than 95 character',
};

const s = useSuite();
/** Submits the form and returns its field errors once `count` of them have rendered. */
async function errorsAfterSubmit(page: Page, count: number): Promise<string[]> {
  await submit(page);
  const texts = async () => (await page.getByRole('alert').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  const deadline = Date.now() + 5_000;
  while ((await texts()).length < count && Date.now() < deadline) await page.waitForTimeout(50);
  return texts();
}
async function withPendingEmail(page: Page, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(`localStorage.setItem('email', 'pending@e2e.test')`);
  await page.goto(path);
}

describe('Login validation', () => {
  test('empty form: both messages, fields marked invalid', async () => {
    const { page } = s;
    await page.goto('/login');
    expect(await errorsAfterSubmit(page, 2)).toEqual([M.email, M.password]);
    expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Password').getAttribute('aria-invalid')).toBe('true');
  });

  test('invalid address and a 7-character password', async () => {
    const { page } = s;
    await page.goto('/login');
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Password').fill('1234567');
    expect(await errorsAfterSubmit(page, 2)).toEqual([M.email, M.password]);
  });
});

describe.each([
  ['Register', '/register'],
  ['Forgot Password', '/forgot-password'],
])('%s email validation', (_name, path) => {
  test('one character: the min-2 message', async () => {
    const { page } = s;
    await page.goto(path);
    await field(page, 'Email').fill('a');
    expect(await errorsAfterSubmit(page, 1)).toEqual([M.emailMin]);
  });

  test('two characters, not an address: the valid-email message', async () => {
    const { page } = s;
    await page.goto(path);
    await field(page, 'Email').fill('ab');
    expect(await errorsAfterSubmit(page, 1)).toEqual([M.email]);
  });
});

describe('Create a new password validation', () => {
  test('short password and confirmation', async () => {
    const { page } = s;
    await withPendingEmail(page, '/new-password');
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm Password').fill('short');
    expect(await errorsAfterSubmit(page, 2)).toEqual([M.password, M.confirm]);
  });

  test('different passwords: toast, and the page stays', async () => {
    const { page } = s;
    await withPendingEmail(page, '/new-password');
    await field(page, 'Password').fill('long-enough-1');
    await field(page, 'Confirm Password').fill('long-enough-2');
    await submit(page);
    await expectToast(page, M.mismatch);
    expect(new URL(page.url()).pathname).toBe('/new-password');
  });
});

describe('Create account profile validation', () => {
  test('names over 95 characters and a short password', async () => {
    const { page } = s;
    await withPendingEmail(page, '/register-profile');
    await field(page, 'Name').fill('n'.repeat(96));
    await field(page, 'Profile Name').fill('p'.repeat(96));
    await field(page, 'Password').fill('1234567');
    expect(await errorsAfterSubmit(page, 3)).toEqual([M.name, M.profileName, M.password]);
  });

  test('95 characters are accepted by the form', async () => {
    const { page } = s;
    await withPendingEmail(page, '/register-profile');
    await field(page, 'Name').fill('n'.repeat(95));
    await field(page, 'Profile Name').fill('p'.repeat(95));
    await field(page, 'Password').fill('1234567');
    expect(await errorsAfterSubmit(page, 1)).toEqual([M.password]);
  });
});

describe('screens that need a stored email', () => {
  test.each(['/verify-otp', '/forgot/verify-otp', '/register-profile'])('%s without one goes to /login', async (path) => {
    const { page } = s;
    await page.goto('/login');
    await page.evaluate(`localStorage.removeItem('email')`);
    await page.goto(path);
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('heading', { name: 'Login an account' }).waitFor();
  });
});

describe('OTP six boxes', () => {
  const digit = (page: Page, n: number) => field(page, `Digit ${n}`);
  const focused = (page: Page) => page.evaluate(`document.activeElement?.getAttribute('aria-label') ?? null`);
  const values = async (page: Page) => Promise.all([1, 2, 3, 4, 5, 6].map((n) => digit(page, n).inputValue()));

  test('six numeric single-digit boxes labelled Digit 1..6', async () => {
    const { page } = s;
    await withPendingEmail(page, '/verify-otp');
    for (let n = 1; n <= 6; n++) {
      expect(await digit(page, n).getAttribute('maxlength')).toBe('1');
      expect(await digit(page, n).getAttribute('inputmode')).toBe('numeric');
    }
  });

  test('typing moves focus on; letters are ignored', async () => {
    const { page } = s;
    await withPendingEmail(page, '/verify-otp');
    await digit(page, 1).click();
    await page.keyboard.type('1');
    expect(await focused(page)).toBe('Digit 2');
    await page.keyboard.type('x');
    expect(await focused(page)).toBe('Digit 2');
    expect(await digit(page, 2).inputValue()).toBe('');
    await page.keyboard.type('2345');
    expect(await focused(page)).toBe('Digit 6');
    expect(await values(page)).toEqual(['1', '2', '3', '4', '5', '']);
  });

  test('Backspace moves back; clearing a box clears the later ones and moves back', async () => {
    const { page } = s;
    await withPendingEmail(page, '/verify-otp');
    await digit(page, 1).click();
    await page.keyboard.type('12345');
    await page.keyboard.press('Backspace'); // in empty Digit 6: back to Digit 5
    expect(await focused(page)).toBe('Digit 5');
    expect(await values(page)).toEqual(['1', '2', '3', '4', '5', '']);
    await page.keyboard.type('56'); // refill 5 and 6
    await digit(page, 3).click();
    await page.keyboard.press('Backspace'); // clears Digit 3 and everything after it
    expect(await values(page)).toEqual(['1', '2', '', '', '', '']);
    expect(await focused(page)).toBe('Digit 2');
  });

  test('pasting six digits fills every box', async () => {
    const { page } = s;
    await withPendingEmail(page, '/verify-otp');
    await digit(page, 1).click();
    await page.evaluate(`(() => {
      const dt = new DataTransfer();
      dt.setData('text/plain', ' 654 321 ');
      document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
    })()`);
    expect(await values(page)).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  test('an incomplete code is not sent', async () => {
    const { page } = s;
    await withPendingEmail(page, '/verify-otp');
    await digit(page, 1).click();
    await page.keyboard.type('123');
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/auth/verify_otp') && calls.push(r.url()));
    expect(await errorsAfterSubmit(page, 1)).toEqual(['Please enter the 6 digit code']);
    expect(calls).toEqual([]);
  });
});
