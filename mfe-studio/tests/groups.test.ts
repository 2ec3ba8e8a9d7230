// Spec §4 history rules: grouped by prompt, newest first; pending entries replaced in place;
// failures marked (Playground) or removed (In-painting); the queue never drops below 0.
import { addToTop, groupByPrompt, imageItem, lowerQueue, markFailed, pendingRecords, removeImage, replaceImage, type PromptGroup } from '../src/features/history/groups';
import { done, record } from './fixtures';

const ids = (groups: PromptGroup[]) => groups.map((g) => [g.prompt, g.items.map((i) => (i.kind === 'image' ? i.record.id : `ph:${i.key}`))]);

test('groupByPrompt keeps newest-first order of groups and images and leaves failures out', () => {
  const groups = groupByPrompt([
    record({ id: '5', prompt: 'dog' }),
    done(record({ id: '4', prompt: 'cat' })),
    record({ id: '3', prompt: 'dog', request_status: 'failure' }),
    done(record({ id: '2', prompt: 'dog' })),
  ]);
  expect(ids(groups)).toEqual([
    ['dog', ['5', '2']],
    ['cat', ['4']],
  ]);
});

test('addToTop moves an existing prompt to the top with the new images first', () => {
  const groups = groupByPrompt([done(record({ id: '2', prompt: 'cat' })), done(record({ id: '1', prompt: 'dog' }))]);
  const next = addToTop(groups, 'dog', [imageItem(record({ id: '3', prompt: 'dog' }))]);
  expect(ids(next)).toEqual([
    ['dog', ['3', '1']],
    ['cat', ['2']],
  ]);
  expect(ids(addToTop(next, 'owl', [imageItem(record({ id: '4', prompt: 'owl' }))]))[0]).toEqual(['owl', ['4']]);
});

test('replaceImage swaps the pending record for the finished one, leaving other groups untouched', () => {
  const groups = groupByPrompt([record({ id: '2', prompt: 'cat' }), done(record({ id: '1', prompt: 'dog' }))]);
  const next = replaceImage(groups, done(record({ id: '2', prompt: 'cat' })));
  const first = next[0].items[0];
  expect(first.kind === 'image' && first.record.image_url).toBe('images/2.png');
  expect(next[1]).toBe(groups[1]);
  expect(pendingRecords(next)).toEqual([]);
  expect(replaceImage(groups, done(record({ id: 'nope' })))).toBe(groups);
});

test('markFailed keeps the image and records why', () => {
  const next = markFailed(groupByPrompt([record({ id: '1' })]), '1', 'node down');
  const item = next[0].items[0];
  expect(item.kind === 'image' && [item.record.request_status, item.record.error]).toEqual(['failure', 'node down']);
});

test('removeImage drops the image and its placeholder, and an emptied group', () => {
  const groups = addToTop([], 'cat', [imageItem(record({ id: '7' })), { kind: 'placeholder', key: '7', preview: null }]);
  const withOther = addToTop(groups, 'cat', [imageItem(record({ id: '8' })), { kind: 'placeholder', key: '8', preview: null }]);
  expect(ids(removeImage(withOther, '7'))).toEqual([['cat', ['8', 'ph:8']]]);
  expect(removeImage(groups, '7')).toEqual([]);
});

test('pendingRecords lists what still runs', () => {
  const groups = groupByPrompt([record({ id: '2' }), done(record({ id: '1' }))]);
  expect(pendingRecords(groups).map((r) => r.id)).toEqual(['2']);
});

test('lowerQueue never goes below 0', () => {
  expect(lowerQueue(3)).toBe(2);
  expect(lowerQueue(0)).toBe(0);
  expect(lowerQueue(1, 5)).toBe(0);
});
