// Issue 11 (ASVS 2.1.7): a password being set may not be all whitespace — the schemas the gateway
// validates with refuse it with MSG.passwordBlank; the sign-in schema does not judge it.
import { ForgotSetPasswordBody, LoginBody, MSG, RegisterSetPasswordBody, UpdatePasswordBody, isBlankPassword } from '../src';

const spaces = ' '.repeat(8);
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

test('isBlankPassword: any mix of whitespace, nothing else', () => {
  expect(isBlankPassword(spaces)).toBe(true);
  expect(isBlankPassword('\t \n\u00a0\u3000   ')).toBe(true);
  expect(isBlankPassword('  a     ')).toBe(false);
});

test('sign-up, reset and change refuse an all-space new password; sign-in does not', () => {
  const reg = RegisterSetPasswordBody.safeParse({ email: 'a@b.co', name: 'A', profile_name: 'a', password: spaces });
  expect(firstMessage(reg)).toBe(MSG.passwordBlank);
  const reset = ForgotSetPasswordBody.safeParse({ email: 'a@b.co', password: spaces, confirm_password: spaces });
  expect(firstMessage(reset)).toBe(MSG.passwordBlank);
  const change = UpdatePasswordBody.safeParse({ old_password: 'old password', new_password: spaces, confirm_password: spaces });
  expect(firstMessage(change)).toBe(MSG.passwordBlank);
  expect(LoginBody.safeParse({ email: 'a@b.co', password: spaces }).success).toBe(true);
  // Length still speaks first, in the spec's words.
  expect(firstMessage(RegisterSetPasswordBody.safeParse({ email: 'a@b.co', name: 'A', profile_name: 'a', password: '   ' }))).toBe(MSG.password);
});
