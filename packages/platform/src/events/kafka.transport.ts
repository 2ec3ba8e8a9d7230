// The distributed bus: Kafka through kafkajs, kept behind this adapter (kafkajs has had no release
// since 2023). Idempotent producer keyed by aggregate id; consumer groups whose offsets advance only
// after the handler's transaction committed; topics created on first use.
import { Kafka, logLevel, Partitioners, type Admin, type Consumer as KafkaConsumer, type IHeaders, type Producer } from 'kafkajs';
import type { Logger } from '../logging';
import { backoffMs, sleep } from './retry';
import type { EventEnvelope, SubscribeOptions, SubscriptionState, Transport, TransportMessage } from './types';

const PARTITIONS = 3;

export class KafkaTransport implements Transport {
  readonly system = 'kafka';
  private readonly kafka: Kafka;
  private producer?: Promise<Producer>;
  private admin?: Promise<Admin>;
  private readonly topics = new Map<string, Promise<void>>();
  private readonly consumers: KafkaConsumer[] = [];
  private closing = false;

  constructor(
    brokers: string[],
    private readonly logger: Logger,
    clientId = 'atelier',
  ) {
    this.kafka = new Kafka({
      clientId,
      brokers,
      logLevel: logLevel.WARN,
      // kafkajs logs rebalances and reconnects as errors; they are routine, so they go to warn.
      logCreator: () => ({ namespace, log }) => this.logger.warn({ kafka: namespace, ...log }, `kafka: ${log.message}`),
      retry: { initialRetryTime: 200, retries: 8 },
    });
  }

  async publish(messages: TransportMessage[]): Promise<void> {
    if (!messages.length) return;
    await this.ensureTopics([...new Set(messages.map((m) => m.envelope.topic))]);
    const producer = await this.connectedProducer();
    const byTopic = new Map<string, Array<{ key: string; value: string; headers: IHeaders }>>();
    for (const { envelope: e, trace } of messages) {
      const list = byTopic.get(e.topic) ?? [];
      list.push({ key: e.key, value: JSON.stringify(e), headers: { ...trace, ...headersOf(e) } });
      byTopic.set(e.topic, list);
    }
    await producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
  }

  async subscribe(group: string, topics: string[], deliver: (m: TransportMessage) => Promise<void>, opts: SubscribeOptions = {}): Promise<void> {
    await this.ensureTopics(topics);
    // A crashed member's partitions move to the others after sessionTimeout; handlers are short
    // DB transactions (heartbeats go out between messages and between retries), so 10 s is ample.
    const consumer = this.kafka.consumer({ groupId: group, sessionTimeout: 10_000, heartbeatInterval: 2_000 });
    this.consumers.push(consumer);
    if (opts.onState) watchMembership(consumer, opts.onState);
    await consumer.connect();
    // A new group reads from the start (events published before it first joined still count),
    // unless it only wants what happens from now on (fan-out listeners).
    await consumer.subscribe({ topics, fromBeginning: opts.fromBeginning ?? true });
    await consumer.run({
      autoCommit: true,
      // Besides the end of each batch: a crash mid-batch then redelivers at most ~1 s of work.
      autoCommitInterval: 1000,
      partitionsConsumedConcurrently: PARTITIONS,
      // The offset of a message is resolved only when this returns, i.e. after the handler's
      // transaction committed; a crash before that redelivers and the inbox skips the duplicate.
      eachMessage: async ({ message, heartbeat }) => {
        const envelope = JSON.parse(message.value!.toString('utf8')) as EventEnvelope;
        await this.deliverWithRetry(group, { envelope, trace: traceOf(message.headers) }, deliver, heartbeat);
      },
    });
  }

  /** Retries in place (keeping the partition's order) until it works or we shut down. */
  private async deliverWithRetry(group: string, m: TransportMessage, deliver: (m: TransportMessage) => Promise<void>, heartbeat: () => Promise<void>) {
    for (let attempt = 0; ; attempt++) {
      try {
        await deliver(m);
        return;
      } catch (err) {
        if (this.closing) throw err;
        const wait = backoffMs(attempt);
        this.logger.warn({ err, group, event_id: m.envelope.event_id, type: m.envelope.type, attempt }, `event handler failed; retrying in ${Math.round(wait)} ms`);
        await sleep(wait);
        await heartbeat();
      }
    }
  }

  private ensureTopics(topics: string[]): Promise<void> {
    return Promise.all(
      topics.map((topic) => {
        let p = this.topics.get(topic);
        if (!p) {
          p = this.createTopic(topic).catch((err) => {
            this.topics.delete(topic);
            throw err;
          });
          this.topics.set(topic, p);
        }
        return p;
      }),
    ).then(() => undefined);
  }

  private async createTopic(topic: string): Promise<void> {
    const admin = await this.connectedAdmin();
    const { brokers } = await admin.describeCluster();
    const replicationFactor = Math.min(3, brokers.length);
    // Returns false when the topic already exists (another process may have created it).
    await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: PARTITIONS, replicationFactor }] });
  }

  private connectedProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      // The Java-compatible murmur2 partitioner (kafkajs 2's default, named to skip its warning):
      // the same key lands on the same partition whoever produces it.
      const p = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
      await p.connect();
      return p;
    })();
    return this.producer;
  }

  private connectedAdmin(): Promise<Admin> {
    this.admin ??= (async () => {
      const a = this.kafka.admin();
      await a.connect();
      return a;
    })();
    return this.admin;
  }

  async close(): Promise<TransportMessage[]> {
    this.closing = true;
    // Consumers first: disconnect waits for the message in hand and commits resolved offsets.
    await Promise.all(this.consumers.map((c) => c.disconnect().catch((err) => this.logger.warn({ err }, 'kafka consumer disconnect failed'))));
    for (const pending of [this.producer, this.admin]) {
      const client = await pending?.catch(() => undefined);
      await client?.disconnect().catch((err) => this.logger.warn({ err }, 'kafka disconnect failed'));
    }
    return [];
  }
}

function headersOf(e: EventEnvelope): IHeaders {
  return { event_id: e.event_id, event_type: e.type, occurred_at: e.occurred_at, 'content-type': 'application/json' };
}

/** The W3C trace-context headers of a message (what the outbox captured from the writer). */
function traceOf(headers: IHeaders | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['traceparent', 'tracestate', 'baggage']) {
    const v = headers?.[name];
    if (v !== undefined) out[name] = (Array.isArray(v) ? v[0]! : v).toString();
  }
  return out;
}

/**
 * A subscriber's SubscriptionState from the consumer's instrumentation events. 'ready' after a group
 * join once a fetch from every broker the consumer fetches from has finished: a new group's start
 * offsets ("latest" for fan-out listeners) are resolved inside its first fetch, so an event published
 * between the join and that moment may be skipped. (The fetchers of all brokers emit FETCH_START in
 * one tick, before any fetch finishes.) 'lost' on a rebalance, a re-join (kafkajs also re-joins
 * without a REBALANCING event, e.g. after UNKNOWN_MEMBER_ID), a crash, a stop or a disconnect.
 */
export function watchMembership(consumer: Pick<KafkaConsumer, 'on' | 'events'>, onState: (state: SubscriptionState) => void): void {
  let joined = false;
  let ready = false;
  const unfinished = new Set<number>();
  const lose = () => {
    joined = false;
    unfinished.clear();
    if (ready) {
      ready = false;
      onState('lost');
    }
  };
  consumer.on(consumer.events.GROUP_JOIN, () => {
    lose();
    joined = true;
  });
  consumer.on(consumer.events.FETCH_START, ({ payload }) => {
    if (joined && !ready) unfinished.add(payload.nodeId);
  });
  consumer.on(consumer.events.FETCH, ({ payload }) => {
    if (!joined || ready || !unfinished.delete(payload.nodeId) || unfinished.size) return;
    ready = true;
    onState('ready');
  });
  for (const e of [consumer.events.REBALANCING, consumer.events.CRASH, consumer.events.STOP, consumer.events.DISCONNECT]) consumer.on(e, lose);
}
