// A canceled image is told apart from a failed one by the server's cancel words (or a 'canceled'
// status), and a pending image becomes exactly that once its job's cancel is accepted.
import { JOB_FAILURE, type ImageRecord } from '@atelier/contracts';
import { canceledRecord, isCanceled } from '../src/features/jobs/canceled';
import { groupByPrompt } from '../src/features/history/groups';
import { record } from './fixtures';

test('a failure with the cancel words is canceled; other failures and pending images are not', () => {
  expect(isCanceled(record({ id: '1', request_status: 'failure', error: JOB_FAILURE.canceled }))).toBe(true);
  expect(isCanceled({ request_status: 'canceled' as ImageRecord['request_status'], error: null })).toBe(true);
  expect(isCanceled(record({ id: '2', request_status: 'failure', error: JOB_FAILURE.attempts }))).toBe(false);
  expect(isCanceled(record({ id: '3' }))).toBe(false);
});

test('canceledRecord ends a pending image as canceled, keeping everything else; the history keeps it only when asked', () => {
  const pending = record({ id: '4', prompt: 'a fox' });
  const canceled = canceledRecord(pending);
  expect(canceled).toEqual({ ...pending, request_status: 'failure', error: JOB_FAILURE.canceled });
  expect(isCanceled(canceled)).toBe(true);
  expect(groupByPrompt([canceled])).toEqual([]);
  expect(groupByPrompt([canceled], new Set(['4']))).toEqual([{ prompt: 'a fox', records: [canceled] }]);
});
