// The database-free half of the events: the transport (in-process bus or Kafka) and the fan-out
// listeners on it. A process that only listens — the gateway's live stream — runs this alone (module
// 'event-bus'); the outbox/relay/inbox half (events.ts, module 'events') runs on top of the same bus,
// so in the embedded mode a listener hears what this process's relays publish.
import { uuidv7 } from '../crypto';
import type { Logger } from '../logging';
import { SpanKind, withSpan } from '../tracing';
import type { EventBus, Listener, SubscriptionState, Transport, TransportMessage } from './types';

export class EventBusImpl implements EventBus {
  private readonly listeners: Listener[] = [];
  private running = false;
  private closing?: Promise<TransportMessage[]>;

  constructor(
    readonly transport: Transport,
    private readonly logger: Logger,
  ) {}

  listen(l: Listener): void {
    this.listeners.push(l);
    if (this.running) void this.subscribe(l).catch((err) => this.logger.error({ err, listener: l.name }, 'listen failed'));
  }

  async emit<P>(e: { topic: string; key: string; type: string; payload: P }): Promise<void> {
    await this.transport.publish([{ envelope: { event_id: uuidv7(), occurred_at: new Date().toISOString(), ...e }, trace: {} }]);
  }

  /** Ready phase: subscribes the listeners registered so far (later ones subscribe at once). */
  async start(): Promise<void> {
    this.running = true;
    await Promise.all(this.listeners.map((l) => this.subscribe(l)));
  }

  /** A group of its own per process and listener, starting at the newest events; a throwing
   *  handler is logged and the event dropped for it (the transport would otherwise retry forever). */
  private subscribe(l: Listener): Promise<void> {
    const group = `${l.name}.${uuidv7()}`;
    const system = this.transport.system ?? 'unknown';
    const deliver = async (m: TransportMessage) => {
      const e = m.envelope;
      // CONSUMER span `bus.listen <topic>`, child of the relay's publish span (the message's headers).
      const attributes = { 'messaging.system': system, 'messaging.operation.type': 'process', 'messaging.destination.name': e.topic, 'messaging.consumer.group.name': l.name, 'messaging.message.id': e.event_id, 'atelier.event.type': e.type };
      try {
        await withSpan(`bus.listen ${e.topic}`, { kind: SpanKind.CONSUMER, attributes, parent: m.trace }, async () => l.handle(e));
      } catch (err) {
        this.logger.warn({ err, listener: l.name, event_id: e.event_id }, 'listener failed; event dropped for it');
      }
    };
    // The listener's own hook, kept from throwing into the transport's event emitter.
    const onState = l.onState
      ? (state: SubscriptionState) => {
          try {
            l.onState!(state);
          } catch (err) {
            this.logger.warn({ err, listener: l.name, state }, 'listener state hook failed');
          }
        }
      : undefined;
    return this.transport.subscribe(group, l.topics, deliver, { fromBeginning: false, ...(onState ? { onState } : {}) });
  }

  /** Closes the transport once; every caller gets the same answer (the events not handled yet). */
  close(): Promise<TransportMessage[]> {
    this.running = false;
    this.closing ??= this.transport.close();
    return this.closing;
  }
}
