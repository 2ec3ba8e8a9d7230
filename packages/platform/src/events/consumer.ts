// The house shape of a service's inbox consumer, in one place: its group is "<schema>.<name>" (so a
// test schema gets a group of its own), it reads only the events it names, an event without the
// fields it relies on is logged and skipped (it would fail the same way on every redelivery, holding
// up the ones behind it), and the handler gets the transaction typed as the service's database.
import type { Kysely, Transaction } from 'kysely';
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
  /** Optional (Consumer.handleBatch): a batch's new events together, the invalid ones already
   *  logged and left out; the same effect as handle() on each. */
  handleBatch?(es: E[], trx: Transaction<DB>): Promise<void>;
  /** Optional (Consumer.ownKey): events whose effect is one statement idempotent by a key of the
   *  consumer's own; a delivery made only of such events runs `apply` alone, with no transaction and
   *  no inbox row. Only valid events reach `covers` (an invalid one goes the usual way, to be logged). */
  ownKey?: { covers(e: E): boolean; apply(es: E[], db: Kysely<DB>): Promise<void> };
}

export function inboxConsumer<DB, E extends EventEnvelope>(opts: InboxConsumerOptions<DB, E>): Consumer {
  return {
    group: `${opts.schema}.${opts.name}`,
    schema: opts.schema,
    topics: opts.topics,
    accepts: (e) => opts.accepts(e),
    async handle(e: EventEnvelope, trx: Transaction<any>) {
      if (!usable(opts, e)) return;
      await opts.handle(e, trx as Transaction<DB>);
    },
    ...(opts.handleBatch && { handleBatch: (es: EventEnvelope[], trx: Transaction<any>) => opts.handleBatch!(es.filter((e) => usable(opts, e)), trx as Transaction<DB>) }),
    ...(opts.ownKey && {
      ownKey: {
        covers: (e: EventEnvelope) => readable(opts, e) && opts.ownKey!.covers(e),
        apply: (es: EventEnvelope[], db: Kysely<any>) => opts.ownKey!.apply(es as E[], db as Kysely<DB>),
      },
    }),
  };
}

/** Whether `e` is one of the consumer's events with the fields it needs (nothing logged). */
function readable<DB, E extends EventEnvelope>(opts: InboxConsumerOptions<DB, E>, e: EventEnvelope): e is E {
  return opts.accepts(e) && (!opts.valid || opts.valid.check(e));
}

/** Whether handle() would act on `e` (readable); an invalid one of its events is logged here, as
 *  handle() logs it. */
function usable<DB, E extends EventEnvelope>(opts: InboxConsumerOptions<DB, E>, e: EventEnvelope): e is E {
  if (readable(opts, e)) return true;
  if (opts.accepts(e)) opts.valid?.logger.error({ event_id: e.event_id, topic: e.topic, type: e.type, payload: e.payload }, `${e.type} with an invalid payload; skipped`);
  return false;
}
