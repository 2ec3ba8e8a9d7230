// The audit log's rules: what an AdminActionRecorded must carry to be stored, and the filters.
import { randomUUID } from 'node:crypto';
import { auditEntryOf, auditFilterOf } from '../../src/domain/audit';

const payload = (over: Record<string, unknown> = {}) => ({
  audit_id: randomUUID(),
  actor_id: randomUUID(),
  ip: '10.0.0.1',
  user_agent: 'Firefox',
  action: 'plan.update',
  entity_type: 'plan',
  entity_id: 'p-1',
  before_json: '{"name":"A"}',
  after_json: '',
  occurred_at: '2026-11-23T08:00:00.000Z',
  service: 'billing',
  ...over,
});
const envelope = (p: Record<string, unknown>) => ({ event_id: randomUUID(), occurred_at: '2026-11-23T09:00:00.000Z', payload: p });

test('a complete payload: the entry, its time the payload occurred_at', () => {
  const p = payload();
  expect(auditEntryOf(envelope(p))).toMatchObject({ id: p.audit_id, actorId: p.actor_id, action: 'plan.update', entityType: 'plan', at: new Date('2026-11-23T08:00:00.000Z'), beforeJson: '{"name":"A"}', afterJson: '' });
  expect(auditEntryOf(envelope(payload({ occurred_at: '' })))?.at).toEqual(new Date('2026-11-23T09:00:00.000Z'));
});

test('refused: no audit id or actor, an unknown action or entity, before/after that is not JSON', () => {
  for (const over of [{ audit_id: '' }, { audit_id: 'x' }, { actor_id: '' }, { action: 'plan.rename' }, { entity_type: 'wallet' }, { before_json: '{oops' }, { after_json: 7 }]) {
    expect([over, auditEntryOf(envelope(payload(over)))]).toEqual([over, null]);
  }
});

test('filters: "" matches any; an unknown action or entity matches nothing', () => {
  expect(auditFilterOf({ actor_id: '', action: '', entity_type: '' })).toEqual({});
  expect(auditFilterOf({ actor_id: 'a-1', action: 'job.cancel', entity_type: 'job' })).toEqual({ actorId: 'a-1', action: 'job.cancel', entityType: 'job' });
  expect(auditFilterOf({ actor_id: '', action: 'job.explode', entity_type: '' })).toBe('none');
  expect(auditFilterOf({ actor_id: '', action: '', entity_type: 'wallet' })).toBe('none');
});
