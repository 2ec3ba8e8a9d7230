// A fan-out listener's subscription state (Listener.onState): 'ready' once it hears every event
// published from then on, 'lost' when that may have stopped. The in-process bus is ready as soon as
// the listener subscribes; Kafka's is derived from the consumer's instrumentation events
// (watchMembership) — here driven by a scripted consumer; system-tests/read-cache.int.test.ts runs
// it on real Kafka.
import { EventEmitter } from 'node:events';
import type { Consumer } from 'kafkajs';
import { EventBusImpl } from '../src/events/bus';
import { InProcessTransport } from '../src/events/in-process.transport';
import { watchMembership } from '../src/events/kafka.transport';
import type { EventEnvelope, SubscriptionState } from '../src/events/types';
import { silentLogger } from './support/silent-logger';

describe('in-process bus', () => {
  test('a listener is ready once the bus subscribes it (at start, or at once when registered later), and hears what follows', async () => {
    const bus = new EventBusImpl(new InProcessTransport(silentLogger), silentLogger);
    const states: string[] = [];
    const heard: EventEnvelope[] = [];
    bus.listen({ name: 'test.early', topics: ['t.v1'], handle: (e) => void heard.push(e), onState: (s) => void states.push(`early:${s}`) });
    expect(states).toEqual([]); // not subscribed before the ready phase
    await bus.start();
    expect(states).toEqual(['early:ready']);
    bus.listen({ name: 'test.late', topics: ['t.v1'], handle: () => undefined, onState: (s) => void states.push(`late:${s}`) });
    await new Promise((r) => setImmediate(r));
    expect(states).toEqual(['early:ready', 'late:ready']);
    await bus.emit({ topic: 't.v1', key: 'k', type: 'Thing', payload: {} });
    await (bus.transport as InProcessTransport).drain(1000);
    expect(heard).toHaveLength(1);
    await bus.close();
  });

  test('a throwing state hook is logged, not thrown into the transport', async () => {
    const bus = new EventBusImpl(new InProcessTransport(silentLogger), silentLogger);
    bus.listen({ name: 'test.throws', topics: ['t.v1'], handle: () => undefined, onState: () => { throw new Error('hook failed on purpose'); } });
    await expect(bus.start()).resolves.toBeUndefined();
    await bus.close();
  });
});

describe('watchMembership (Kafka consumer events → state)', () => {
  const EVENTS = { GROUP_JOIN: 'consumer.group_join', FETCH_START: 'consumer.fetch_start', FETCH: 'consumer.fetch', REBALANCING: 'consumer.rebalancing', CRASH: 'consumer.crash', STOP: 'consumer.stop', DISCONNECT: 'consumer.disconnect' };
  function scripted() {
    const emitter = new EventEmitter();
    const consumer = { events: EVENTS, on: (e: string, fn: (x: unknown) => void) => emitter.on(e, fn) } as unknown as Pick<Consumer, 'on' | 'events'>;
    const states: SubscriptionState[] = [];
    watchMembership(consumer, (s) => void states.push(s));
    const emit = (e: keyof typeof EVENTS, payload: Record<string, unknown> = {}) => emitter.emit(EVENTS[e], { payload });
    return { states, emit };
  }

  test('ready only after the join AND a finished fetch from every broker it fetches from', () => {
    const { states, emit } = scripted();
    emit('FETCH_START', { nodeId: 1 });
    emit('FETCH', { nodeId: 1 }); // before any join: means nothing
    expect(states).toEqual([]);
    emit('GROUP_JOIN');
    expect(states).toEqual([]); // joined, start offsets not fixed yet
    emit('FETCH_START', { nodeId: 1 });
    emit('FETCH_START', { nodeId: 2 });
    emit('FETCH', { nodeId: 1 });
    expect(states).toEqual([]); // broker 2's fetch still open
    emit('FETCH', { nodeId: 2 });
    expect(states).toEqual(['ready']);
    emit('FETCH_START', { nodeId: 1 });
    emit('FETCH', { nodeId: 1 });
    expect(states).toEqual(['ready']); // said once per join
  });

  test.each(['REBALANCING', 'CRASH', 'STOP', 'DISCONNECT', 'GROUP_JOIN'] as const)('%s after ready → lost, and ready again only after the next join and fetch', (what) => {
    const { states, emit } = scripted();
    const join = () => {
      emit('GROUP_JOIN');
      emit('FETCH_START', { nodeId: 1 });
      emit('FETCH', { nodeId: 1 });
    };
    join();
    emit(what);
    expect(states).toEqual(['ready', 'lost']);
    emit('FETCH_START', { nodeId: 1 });
    emit('FETCH', { nodeId: 1 });
    expect(states).toEqual(what === 'GROUP_JOIN' ? ['ready', 'lost', 'ready'] : ['ready', 'lost']);
    if (what !== 'GROUP_JOIN') {
      join();
      expect(states).toEqual(['ready', 'lost', 'ready']);
    }
  });

  test('a loss before ready says nothing (the subscriber is not relying on it yet)', () => {
    const { states, emit } = scripted();
    emit('GROUP_JOIN');
    emit('REBALANCING');
    emit('FETCH_START', { nodeId: 1 });
    emit('FETCH', { nodeId: 1 });
    expect(states).toEqual([]);
  });
});
