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

/** Whether `email` + password signs in, asked from a fresh browser context (cookies untouched). */
async function signsIn(email: string): Promise<number> {
  const other = await s.freshPage();
  const res = await other.request.post('/api/auth/login', { data: { email, password: account.password } });
  await other.context().close();
  return res.status();
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
  expect(await signsIn(account.email)).toBe(200);
  expect(await signsIn(target)).toBe(401);

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

  expect(await signsIn(account.email)).toBe(401);
  await signOut(page);
  await signIn(page, target, account.password);
});

test('cancel leaves the email as it was', async () => {
  const { page } = s;
  const another = newAccount('notmoved').email;
  await page.goto('/dashboard/account');
  await expectValue(field(page, 'Email'), target);
  await field(page, 'Email').fill(another);
  await field(page, 'Current Password').fill(account.password);
  await submit(page);
  await page.getByText(`We sent a code to ${another}.`, { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expectValue(field(page, 'Email'), target);
  expect(await signsIn(target)).toBe(200);
});
