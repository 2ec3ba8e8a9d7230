// inboxConsumer keeps the house shape of a consumer: its group, the events it reads, and a malformed
// event logged and skipped rather than retried forever.
import type { Transaction } from 'kysely';
import { inboxConsumer } from '../src/events/consumer';
import type { EventEnvelope } from '../src/events/types';
import type { Logger } from '../src/logging';

type Hello = EventEnvelope<{ name?: string }> & { type: 'Hello' };
const envelope = (type: string, payload: object): EventEnvelope => ({ event_id: 'e1', occurred_at: '2026-11-23T00:00:00.000Z', type, topic: 't.v1', key: 'k', payload });

function consumer() {
  const handled: string[] = [];
  const errors: string[] = [];
  const logger = { error: (_o: object, msg: string) => errors.push(msg) } as unknown as Logger;
  const c = inboxConsumer({
    schema: 'svc',
    name: 'hello',
    topics: ['t.v1'],
    accepts: (e): e is Hello => e.type === 'Hello',
    valid: { check: (e) => typeof e.payload.name === 'string', logger },
    async handle(e, _trx: Transaction<{ t: { id: string } }>) {
      handled.push(e.payload.name!);
    },
  });
  return { c, handled, errors };
}

test('the group is <schema>.<name>, in the service schema, on its topics', () => {
  const { c } = consumer();
  expect(c).toMatchObject({ group: 'svc.hello', schema: 'svc', topics: ['t.v1'] });
});

test('reads only the events it accepts, and skips (logged) one without the fields it relies on', async () => {
  const { c, handled, errors } = consumer();
  const trx = {} as Transaction<any>;
  await c.handle(envelope('Hello', { name: 'Ann' }), trx);
  await c.handle(envelope('Goodbye', { name: 'Bob' }), trx);
  await expect(c.handle(envelope('Hello', {}), trx)).resolves.toBeUndefined();
  expect(handled).toEqual(['Ann']);
  expect(errors).toEqual(['Hello with an invalid payload; skipped']);
});
