// The event vocabulary: outbox entries carry the declared topic and type, and isEvent narrows by both.
import { isEvent, topicEvent, TOPICS } from '../events';

test('topic names are the ones on the wire', () => {
  expect(TOPICS).toEqual({ users: 'identity.user.v1', sessions: 'identity.session.v1', jobs: 'imaging.job.v1', progress: 'imaging.progress.v1', models: 'imaging.model.v1', subscriptions: 'billing.subscription.v1', plans: 'billing.plan.v1', credits: 'billing.credits.v1', payments: 'billing.payment.v1', audit: 'audit.admin_action.v1' });
});

test('topicEvent builds the outbox entry for its topic', () => {
  const payload = { user_id: 'u1', status: 'block' };
  expect(topicEvent(TOPICS.users, 'UserStatusChanged', 'u1', payload)).toEqual({ topic: 'identity.user.v1', type: 'UserStatusChanged', key: 'u1', payload });
});

test('isEvent matches topic and type, never one of them alone', () => {
  const e = { topic: 'imaging.job.v1', type: 'JobRequested', payload: { job_id: 'j1' } };
  expect(isEvent(e, TOPICS.jobs, 'JobRequested')).toBe(true);
  expect(isEvent(e, TOPICS.jobs, 'JobFailed')).toBe(false);
  expect(isEvent({ ...e, topic: 'identity.user.v1' }, TOPICS.jobs, 'JobRequested')).toBe(false);
});
