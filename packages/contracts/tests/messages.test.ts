// The message catalogue keeps its promise: every user-facing word once, limits and words agreeing.
import { ADMIN_MSG, AUTH_MSG, BILLING_MSG, Email, FEED_LIMITS, FEED_MSG, CommunityFeedQuery, GATEWAY_MSG, IMAGING_LIMITS, IMAGING_MSG, JOB_FAILURE, LIMITS, MAIL_MSG, MSG, Name, Password, ProfileName, Prompt, Otp, routes } from '../src';

const catalogue = { MSG, GATEWAY_MSG, AUTH_MSG, MAIL_MSG, IMAGING_MSG, JOB_FAILURE, BILLING_MSG, FEED_MSG, ADMIN_MSG };

test('no message is written twice, in one section or across sections', () => {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const [section, words] of Object.entries(catalogue)) {
    for (const [key, text] of Object.entries(words)) {
      const first = seen.get(text);
      if (first) twice.push(`${section}.${key} repeats ${first}: "${text}"`);
      else seen.set(text, `${section}.${key}`);
    }
  }
  expect(twice).toEqual([]);
});

test('the limit messages name the limits the schemas enforce', () => {
  expect(MSG.passwordMax).toBe(`Password can not be more than ${LIMITS.passwordMax} character`);
  expect(Password.safeParse('x'.repeat(LIMITS.passwordMax)).success).toBe(true);
  expect(Password.safeParse('x'.repeat(LIMITS.passwordMax + 1)).error?.issues[0]?.message).toBe(MSG.passwordMax);
  expect(Prompt.safeParse('p'.repeat(IMAGING_LIMITS.promptMax + 1)).error?.issues[0]?.message).toBe(IMAGING_MSG.promptMax);
  expect(Otp.safeParse('1'.repeat(LIMITS.otpLength)).success).toBe(true);
  expect(Otp.safeParse('1'.repeat(LIMITS.otpLength + 1)).error?.issues[0]?.message).toBe(MSG.otp);
  expect(MAIL_MSG.codeExpiry).toBe(`The code expires in ${LIMITS.otpTtlMinutes} minutes and works once.`);
  expect(Name.safeParse('n'.repeat(LIMITS.nameMax + 1)).error?.issues[0]?.message).toBe(MSG.name);
  expect(ProfileName.safeParse('n'.repeat(LIMITS.nameMax + 1)).error?.issues[0]?.message).toBe(MSG.profileName);
  expect(Email.safeParse('a'.repeat(LIMITS.emailMin - 1)).error?.issues[0]?.message).toBe(MSG.emailMin);
  expect(FEED_MSG.promptMax).toBe(`Search can not be more than ${FEED_LIMITS.promptMax} characters`);
  expect(CommunityFeedQuery.safeParse({ prompt: 's'.repeat(FEED_LIMITS.promptMax) }).success).toBe(true);
  expect(CommunityFeedQuery.safeParse({ prompt: 's'.repeat(FEED_LIMITS.promptMax + 1) }).error?.issues[0]?.message).toBe(FEED_MSG.promptMax);
  const adminModels = routes.adminModels.query;
  expect(adminModels.safeParse({ name: 'm'.repeat(IMAGING_LIMITS.modelNameMax) }).success).toBe(true);
  expect(adminModels.safeParse({ name: 'm'.repeat(IMAGING_LIMITS.modelNameMax + 1) }).success).toBe(false);
});

test('spec §5 words keep their exact spelling', () => {
  expect(MSG.email).toBe('Please enter valid email');
  expect(MSG.password).toBe('Password must be more than 8 character');
  expect(MSG.confirmPassword).toBe('Conform Password must be more than 8 character');
  expect(MSG.genericError).toBe('Something went wrong please try again later');
  expect(MSG.name).toBe('Name can not be more than 95 character');
  expect(MSG.profileName).toBe('Profile Name can not be more than 95 character');
  expect(IMAGING_MSG.promptRequired).toBe('Please write something in prompt');
  expect(IMAGING_MSG.modelType).toBe('Please Select type');
});
