// The text-to-image request's optional `image_seed` (issue 9, Remix): a decimal string (seeds reach
// 2^63-1, past exact JS numbers) or an exact whole JSON number, from 0 to IMAGING_LIMITS.seedMax;
// image i of a request uses seed+i, wrapping to 0 past the maximum. The feed row's author says `self`.
import { FeedRow } from '../src/feeds';
import { GenerateBody } from '../src/imaging';
import { seedAt } from '../src/imaging-fields';
import { IMAGING_LIMITS, IMAGING_MSG } from '../src/messages';

const body = { prompt: 'a lighthouse', model_id: 'm1', image_size: '512*512' };
const seedError = (image_seed: unknown) => GenerateBody.safeParse({ ...body, image_seed }).error?.issues.map((i) => i.message);

test('no seed: the node picks one (the field stays absent)', () => {
  expect(GenerateBody.parse(body)).not.toHaveProperty('image_seed');
});

test('a seed as a decimal string up to 2^63-1, or as an exact whole number', () => {
  expect(IMAGING_LIMITS.seedMax).toBe(2n ** 63n - 1n);
  for (const s of ['0', '42', '9223372036854775807', 0, 42, Number.MAX_SAFE_INTEGER]) expect(GenerateBody.parse({ ...body, image_seed: s }).image_seed).toBe(s);
});

test('anything else is refused with one clear message', () => {
  expect(IMAGING_MSG.seed).toBe('Seed must be a whole number from 0 to 9223372036854775807');
  for (const bad of ['-1', '1.5', '', ' 42', 'abc', '9223372036854775808', '12345678901234567890', -1, 1.5, Number.MAX_SAFE_INTEGER + 1, null, true])
    expect(seedError(bad)).toEqual([IMAGING_MSG.seed]);
});

test('image i uses seed+i, wrapping to 0 past the maximum', () => {
  expect([0, 1, 2].map((i) => seedAt(5n, i))).toEqual([5n, 6n, 7n]);
  expect([0, 1, 2].map((i) => seedAt(IMAGING_LIMITS.seedMax - 1n, i))).toEqual([IMAGING_LIMITS.seedMax - 1n, IMAGING_LIMITS.seedMax, 0n]);
});

test('a feed row\'s author says whether they are the viewer', () => {
  const User = { id: 'u1', name: 'Ann', profile_pic: null, following: false };
  expect(FeedRow.shape.User.safeParse({ ...User, self: true }).success).toBe(true);
  expect(FeedRow.shape.User.safeParse(User).success).toBe(false);
});
