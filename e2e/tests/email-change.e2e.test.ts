// Issue 11: changing the login email in the browser, through the real product and real SMTP. The
// new email needs the current password (asked only once the Email field differs), then the code
// mailed to the new address; the old email signs in until the code is confirmed, and only then
// the new one does.
import { enterCode, expectToast, expectValue, field, newAccount, signIn, signOut, signUp, storage, submit } from '../harness/flows';
import { useSuite } from '../harness/suite';

jest.setTimeout(120_000);

const s = useSuite();
const account = newAccount('mover');
const target = newAccount('moved').email;

/** Whether `email` + password signs in on /login, tried in a fresh browser context (this page's
 *  session untouched): true when it lands on /dashboard, false on the error toast. */
async function signsIn(email: string): Promise<boolean> {
  const other = await s.freshPage();
  try {
    await other.goto('/login');
    await field(other, 'Email').fill(email);
    await field(other, 'Password').fill(account.password);
    await submit(other);
    const landed = other.waitForURL((u) => u.pathname === '/dashboard').then(() => true);
    const refused = other.getByText('Invalid email or password', { exact: true }).first().waitFor().then(() => false);
    // The loser of the race fails once the context closes: nobody waits for it.
    landed.catch(() => undefined);
    refused.catch(() => undefined);
    return await Promise.race([landed, refused]);
  } finally {
    await other.context().close();
  }
}

test('change email: current password, code from the new address, confirm; the old email works until then', async () => {
  const { page, product } = s;
  await signUp(page, product.mailbox, account);
  await signIn(page, account.email, account.password);
  await page.goto('/dashboard/account');
  await expectValue(field(page, 'Email'), account.email);
  expect(await field(page, 'Current Password').count()).toBe(0); // asked only for a new email

  await field(page, 'Email').fill(target);
  await submit(page);
  await page.getByText('Please enter your current password to change your email', { exact: true }).waitFor();

  await field(page, 'Current Password').fill('not-my-password');
  await submit(page);
  await page.getByText('Current password is incorrect', { exact: true }).waitFor(); // in place, under the field
  expect(new URL(page.url()).pathname).toBe('/dashboard/account'); // still signed in

  const mark = product.mailbox.mark();
  await field(page, 'Current Password').fill(account.password);
  await submit(page);
  await page.getByText(`We sent a code to ${target}.`, { exact: false }).waitFor();
  expect(await storage(page, 'email')).toBe(account.email);
  expect(await signsIn(account.email)).toBe(true);
  expect(await signsIn(target)).toBe(false);

  // A wrong code, and a resend inside 30 s, are both told in place.
  await enterCode(page, '000000');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('alert').getByText(/Invalid code|Too many wrong attempts/).waitFor();
  await page.getByRole('button', { name: 'Resend code', exact: true }).click();
  await page.getByRole('alert').getByText('Please wait before requesting another code', { exact: true }).waitFor();

  const code = await product.mailbox.codeFor(target, mark);
  await field(page, 'Digit 1').click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await enterCode(page, code);
  await page.keyboard.press('Enter'); // keyboard only: Enter submits the code form
  await expectToast(page, 'Your email address has been changed');
  await expectValue(field(page, 'Email'), target);
  expect(await storage(page, 'email')).toBe(target);

  expect(await signsIn(account.email)).toBe(false);
  await signOut(page);
  await signIn(page, target, account.password);
});

test('cancel leaves the email as it was', async () => {
  // Another account: the first one asked for a code less than 30 s ago (the resend rule).
  const { product } = s;
  const page = await s.freshPage();
  const stayer = newAccount('stayer');
  const another = newAccount('notmoved').email;
  await signUp(page, product.mailbox, stayer);
  await signIn(page, stayer.email, stayer.password);
  await page.goto('/dashboard/account');
  await expectValue(field(page, 'Email'), stayer.email);
  await field(page, 'Email').fill(another);
  await field(page, 'Current Password').fill(stayer.password);
  await submit(page);
  await page.getByText(`We sent a code to ${another}.`, { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expectValue(field(page, 'Email'), stayer.email);
  expect(await field(page, 'Current Password').count()).toBe(0);
  expect(await storage(page, 'email')).toBe(stayer.email);
});
