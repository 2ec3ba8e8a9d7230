// The image detail dialog offers Follow on other people's images only: a row the server marks
// `User.self` (the author is the viewer) gets no Follow button, in every feed and tab.
import type { FeedImage } from '../src/features/feed-api';
import { offersFollow } from '../src/features/feed-actions';

const row = (self: boolean, following = false) => ({ id: 'i1', User: { id: 'u1', name: 'Ada', profile_pic: null, following, self } }) as FeedImage;

test('Follow is offered on someone else’s image, followed or not', () => {
  expect(offersFollow(row(false))).toBe(true);
  expect(offersFollow(row(false, true))).toBe(true);
});

test('no Follow on the viewer’s own image', () => {
  expect(offersFollow(row(true))).toBe(false);
});
