// The house shape of a service's inbox consumer, in one place: its group is "<schema>.<name>" (so a
// test schema gets a group of its own), it reads only the events it names, an event without the
// fields it relies on is logged and skipped (it would fail the same way on every redelivery, holding
// up the ones behind it), and the handler gets the transaction typed as the service's database.
import type { Transaction } from 'kysely';
import type { Logger } from '../logging';
import type { Consumer, EventEnvelope } from './types';

export interface InboxConsumerOptions<DB, E extends EventEnvelope> {
  /** The service's schema: the inbox lives there and the group is "<schema>.<name>". */
  schema: string;
  name: string;
  topics: string[];
  /** Narrows an envelope to the events this consumer reads (proto/events.ts `isEvent`); others pass by. */
  accepts(e: EventEnvelope): e is E;
  /** The fields the handler relies on (events outlive code versions); a failing event is logged and skipped. */
  valid?: { check(e: E): boolean; logger: Logger };
  /** Runs in one transaction with the inbox row, so a redelivered event changes nothing twice. */
  handle(e: E, trx: Transaction<DB>): Promise<void>;
}

export function inboxConsumer<DB, E extends EventEnvelope>(opts: InboxConsumerOptions<DB, E>): Consumer {
  return {
    group: `${opts.schema}.${opts.name}`,
    schema: opts.schema,
    topics: opts.topics,
    accepts: (e) => opts.accepts(e),
    async handle(e: EventEnvelope, trx: Transaction<any>) {
      if (!opts.accepts(e)) return;
      if (opts.valid && !opts.valid.check(e)) {
        opts.valid.logger.error({ event_id: e.event_id, topic: e.topic, type: e.type, payload: e.payload }, `${e.type} with an invalid payload; skipped`);
        return;
      }
      await opts.handle(e, trx as Transaction<DB>);
    },
  };
}
