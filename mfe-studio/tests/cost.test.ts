// The cost line before Submit: model credits × images; a wallet that cannot pay blocks Submit,
// an unknown wallet (no billing, still loading) never does; a model without a price shows no line.
import { costText, isShort, jobCost } from '../src/features/jobs/cost';

test('cost = credits per image × images', () => {
  expect(jobCost(2, 3)).toBe(6);
  expect(jobCost(1, 1)).toBe(1);
  expect(jobCost(undefined, 3)).toBeNull();
  expect(costText(1)).toBe('Uses 1 credit');
  expect(costText(6)).toBe('Uses 6 credits');
});

test('short only when the wallet is known and below the cost', () => {
  expect(isShort(6, { credits: 5, held: 0 })).toBe(true);
  expect(isShort(6, { credits: 6, held: 4 })).toBe(false);
  expect(isShort(6, null)).toBe(false);
  expect(isShort(6, undefined)).toBe(false);
  expect(isShort(null, { credits: 0, held: 0 })).toBe(false);
});
