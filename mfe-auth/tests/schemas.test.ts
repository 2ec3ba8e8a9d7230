// The form schemas give the spec §5 messages, verbatim, for the matching bad input.
import {
  changePasswordSchema,
  createProfileSchema,
  emailOnlySchema,
  loginSchema,
  newPasswordSchema,
  profileSchema,
} from '../src/features/forms/schemas';
import type * as z from 'zod/mini';
import { Email } from '@atelier/contracts';

/** The first message per field, as react-hook-form's resolver shows them. */
function messages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
}

test('login', () => {
  expect(messages(loginSchema, { email: '', password: '' })).toEqual({
    email: 'Please enter valid email',
    password: 'Password must be more than 8 character',
  });
  expect(messages(loginSchema, { email: ' a@b.co ', password: '12345678' })).toEqual({});
});

test('register and forgot email: min 2 first, then a valid address', () => {
  expect(messages(emailOnlySchema, { email: 'a' })).toEqual({ email: 'Username must be at least 2 characters.' });
  expect(messages(emailOnlySchema, { email: 'ab' })).toEqual({ email: 'Please enter valid email' });
  expect(messages(emailOnlySchema, { email: 'a@b.co' })).toEqual({});
  // The contract's Email: the server's own rule, so its length limit and normalising apply here too.
  expect(emailOnlySchema.shape.email).toBe(Email);
  expect(emailOnlySchema.parse({ email: ' Ada@Example.TEST ' }).email).toBe('ada@example.test');
});

test('new password and confirmation (matching is checked on submit, as a toast)', () => {
  expect(messages(newPasswordSchema, { password: 'short', confirm_password: 'short' })).toEqual({
    password: 'Password must be more than 8 character',
    confirm_password: 'Conform Password must be more than 8 character',
  });
  expect(messages(newPasswordSchema, { password: '12345678', confirm_password: '87654321' })).toEqual({});
});

test('create profile: 95 characters pass, 96 do not', () => {
  expect(messages(createProfileSchema, { name: 'n'.repeat(96), profile_name: 'p'.repeat(96), password: '1234567' })).toEqual({
    name: 'Name can not be more than 95 character',
    profile_name: 'Profile Name can not be more than 95 character',
    password: 'Password must be more than 8 character',
  });
  expect(messages(createProfileSchema, { name: 'n'.repeat(95), profile_name: 'p'.repeat(95), password: '12345678' })).toEqual({});
});

test('account profile', () => {
  expect(messages(profileSchema('a@example.com'), { name: 'A', profile_name: 'a', email: 'nope' })).toEqual({ email: 'Please enter valid email' });
});

test('account profile: a new email asks for the current password (issue 11), the same one (any case) does not', () => {
  const schema = profileSchema('ann@example.com');
  expect(messages(schema, { name: 'A', profile_name: 'a', email: ' Ann@Example.com ' })).toEqual({});
  expect(messages(schema, { name: 'A', profile_name: 'a', email: 'new@example.com' })).toEqual({
    current_password: 'Please enter your current password to change your email',
  });
  expect(messages(schema, { name: 'A', profile_name: 'a', email: 'new@example.com', current_password: 'secret pass' })).toEqual({});
});

test('change password: the spec capitalisation, and no match check on the client', () => {
  expect(messages(changePasswordSchema, { old_password: 'x', new_password: 'y', confirm_password: 'z' })).toEqual({
    old_password: 'Old Password Must Be More Then 8 Character',
    new_password: 'New Password Must Be More Then 8 Character',
    confirm_password: 'Confirm Password Must Be More Then 8 Character',
  });
  expect(messages(changePasswordSchema, { old_password: '12345678', new_password: 'abcdefgh', confirm_password: 'hgfedcba' })).toEqual({});
});

test('a new password of only spaces is refused with the contract message (issue 11); signing in does not judge it', () => {
  const spaces = ' '.repeat(8);
  expect(messages(newPasswordSchema, { password: spaces, confirm_password: spaces })).toEqual({ password: 'Password can not be only spaces' });
  expect(messages(createProfileSchema, { name: 'A', profile_name: 'a', password: spaces })).toEqual({ password: 'Password can not be only spaces' });
  expect(messages(changePasswordSchema, { old_password: 'old password', new_password: spaces, confirm_password: spaces })).toEqual({
    new_password: 'Password can not be only spaces',
  });
  expect(messages(loginSchema, { email: 'a@b.co', password: spaces })).toEqual({});
});
