// Spec §4 history rules: grouped by prompt, newest first; pending entries replaced in place;
// failures marked (Playground) or left out (In-painting); the queue never drops below 0; a late
// answer from the server never turns a finished image back into a pending one.
import type { ImageRecord } from '@atelier/contracts';
import { groupByPrompt, keepFinished, lowerQueue, markRecordFailed, pendingRecords, prependRecords, queueOf, replaceRecord, type PromptGroup } from '../src/features/history/groups';
import { done, record } from './fixtures';

const ids = (groups: PromptGroup[]) => groups.map((g) => [g.prompt, g.records.map((r) => r.id)]);

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

test('prependRecords moves an existing prompt to the top with the new images first', () => {
  const list = [done(record({ id: '2', prompt: 'cat' })), done(record({ id: '1', prompt: 'dog' }))];
  const next = prependRecords(list, [record({ id: '3', prompt: 'dog' })]);
  expect(ids(groupByPrompt(next))).toEqual([
    ['dog', ['3', '1']],
    ['cat', ['2']],
  ]);
  expect(ids(groupByPrompt(prependRecords(next, [record({ id: '4', prompt: 'owl' })])))[0]).toEqual(['owl', ['4']]);
  // Adding a record the list already holds does not show it twice; an empty cache starts a list.
  expect(prependRecords(next, [record({ id: '3', prompt: 'dog' })]).map((r) => r.id)).toEqual(['3', '2', '1']);
  expect(prependRecords(undefined, [record({ id: '9' })]).map((r) => r.id)).toEqual(['9']);
});

test('replaceRecord swaps the pending record for the finished one, leaving the others untouched', () => {
  const list = [record({ id: '2', prompt: 'cat' }), done(record({ id: '1', prompt: 'dog' }))];
  const next = replaceRecord(list, done(record({ id: '2', prompt: 'cat' })));
  expect(groupByPrompt(next)[0].records[0].image_url).toBe('images/2.png');
  expect(next[1]).toBe(list[1]);
  expect(pendingRecords(next)).toEqual([]);
  expect(replaceRecord(list, done(record({ id: 'nope' })))).toBe(list);
});

test('markRecordFailed records why; the Playground keeps the image, marked, while In-painting leaves it out', () => {
  const next = markRecordFailed([record({ id: '1' })], '1', 'node down');
  expect([next[0].request_status, next[0].error]).toEqual(['failure', 'node down']);
  const kept = groupByPrompt(next, new Set(['1']))[0].records[0];
  expect([kept.request_status, kept.error]).toEqual(['failure', 'node down']);
  expect(markRecordFailed(next, 'nope', null)).toBe(next);
});

test('a failed image leaves its group, and an emptied group disappears', () => {
  const list = prependRecords([record({ id: '7', prompt: 'cat' })], [record({ id: '8', prompt: 'cat' })]);
  expect(ids(groupByPrompt(markRecordFailed(list, '7', null)))).toEqual([['cat', ['8']]]);
  expect(groupByPrompt(markRecordFailed([record({ id: '7' })], '7', null))).toEqual([]);
});

test('pendingRecords lists what still runs', () => {
  expect(pendingRecords([record({ id: '2' }), done(record({ id: '1' }))]).map((r) => r.id)).toEqual(['2']);
});

test('keepFinished: a refetch that still says pending does not undo a finished or failed image', () => {
  const known: ImageRecord[] = [done(record({ id: '3' })), markRecordFailed([record({ id: '2' })], '2', 'x')[0], record({ id: '1' })];
  const fresh = [record({ id: '4' }), record({ id: '3' }), record({ id: '2' }), done(record({ id: '1' }))];
  const merged = keepFinished(known, fresh);
  expect(merged.map((r) => [r.id, r.request_status])).toEqual([
    ['4', 'pending'],
    ['3', 'success'],
    ['2', 'failure'],
    ['1', 'success'],
  ]);
  expect(keepFinished(undefined, fresh)).toBe(fresh);
  expect(keepFinished([record({ id: '4' })], fresh)).toBe(fresh);
});

test('the queue is the requests on their way plus the images still running', () => {
  expect(queueOf(3, 0)).toBe(3);
  expect(queueOf(0, 2)).toBe(2);
  expect(queueOf(0, 0)).toBe(0);
});

test('lowerQueue never goes below 0', () => {
  expect(lowerQueue(3)).toBe(2);
  expect(lowerQueue(0)).toBe(0);
  expect(lowerQueue(1, 5)).toBe(0);
});
