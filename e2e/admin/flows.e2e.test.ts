// The admin area against the real product (svc-admin's projection and audit log, identity's user
// edits, the gateway's disabled-users set): a sign-up moves the dashboard's Total User; the admin
// blocks that user from the User Report and the user's very next page is the sign-in screen; the
// Audit Log lists the change with its before and after.
import { ADMIN_MSG } from '@atelier/contracts';
import type { Page } from 'playwright-core';
import { expectToast, newAccount, signIn, signUp } from '../harness/flows';
import { useSuite } from '../harness/suite';
import { choose, eventually } from '../studio/studio-flows';

jest.setTimeout(180_000);

const s = useSuite();

const totalUsers = async (page: Page): Promise<number> =>
  Number((await page.getByRole('group', { name: 'Total User', exact: true }).innerText()).replace(/\D/g, ''));

async function openAdmin(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`/admin/dashboard${path ? `/${path}` : ''}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

test('a sign-up moves Total User; blocking the user signs them out at once; the Audit Log lists it', async () => {
  const admin = s.page;
  await signIn(admin, s.product.admin.email, s.product.admin.password, '/admin/dashboard');
  await admin.getByRole('group', { name: 'Total User', exact: true }).waitFor();
  const before = await totalUsers(admin);

  const account = newAccount('blocked');
  const user = await s.freshPage();
  await signUp(user, s.product.mailbox, account);
  await signIn(user, account.email, account.password);

  // The projection follows identity's UserRegistered: the number moves after a reload.
  await eventually(admin, async () => {
    await openAdmin(admin, '', /^Welcome/);
    await admin.getByRole('group', { name: 'Total User', exact: true }).waitFor();
    return (await totalUsers(admin)) === before + 1;
  }, 20_000);

  await openAdmin(admin, 'user-report', 'User Report');
  await admin.getByRole('textbox', { name: 'Search by name' }).fill(account.email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: account.email });
  await row.waitFor();
  await row.getByRole('button', { name: `Actions for ${account.name}`, exact: true }).click();
  await admin.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Edit User' }).waitFor();
  await choose(admin, 'Status', 'Block');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expectToast(admin, ADMIN_MSG.userUpdated);
  await row.getByText('block', { exact: false }).first().waitFor();

  // The user's access cookie is still unexpired, but their next page goes to the sign-in screen.
  await user.goto('/dashboard/account');
  await user.waitForURL('**/login', { timeout: 15_000 });

  await openAdmin(admin, 'audit-log', 'Audit Log');
  const entry = admin.getByRole('row').filter({ hasText: 'User: update' }).first();
  await entry.waitFor();
  expect(await entry.innerText()).toContain(s.product.admin.email);
});
