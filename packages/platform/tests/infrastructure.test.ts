// The kit's modules wired together in the embedded mode, as `npm start` runs them: a service module
// answers gRPC and writes an event in the same transaction; another module consumes it; mail and
// objects use the data dir; everything stops cleanly.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import type { Transaction } from 'kysely';
import { loadConfig } from '../src/config';
import type { Database } from '../src/database';
import type { EventBus, Events } from '../src/events/types';
import type { GrpcClients } from '../src/grpc/clients';
import { AppError } from '../src/grpc/errors';
import type { GrpcServer } from '../src/grpc/server';
import { infrastructureModules, type MailPort } from '../src/infrastructure';
import { ModuleManager, type Module } from '../src/module';
import type { ObjectStore } from '../src/objects';
import { seedPgliteDir } from '@atelier/testkit';
import { silentLogger } from './support/silent-logger';
import { tempDir } from './support/temp-dir';

// Each test starts an embedded system (a PGlite copy, gRPC, relays: ~2 s idle); in CI the unit tests
// share two cores with the web build, which puts jest's 5 s default within reach.
jest.setTimeout(20_000);

const echoPkg = grpc.loadPackageDefinition(protoLoader.loadSync(join(__dirname, 'support/echo.proto'))) as any;
// Untyped on purpose: the kit then accepts camelCase handler keys and gives an untyped client.
const EchoService: grpc.ServiceClientConstructor = echoPkg.atelier.identity.v1.EchoService;

/** A stand-in for svc-identity: gRPC Echo writes a row and an event in one transaction. */
const producerModule: Module<void> = {
  name: 'producer',
  deps: ['database', 'events', 'grpc-server'],
  async start(ctx) {
    const database = ctx.get<Database>('database');
    await database.migrate('producer', {
      '20260101000000_create_said': { up: (db) => db.schema.createTable('said').addColumn('text', 'text').execute() },
    });
    const db = database.forSchema<any>('producer');
    const outbox = ctx.get<Events>('events').outbox('producer');
    ctx.get<GrpcServer>('grpc-server').add(EchoService.service, {
      async echo(req: { text: string; failCode: string }) {
        if (req.failCode) throw new AppError('NOT_FOUND', 'no such thing');
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('said').values({ text: req.text }).execute();
          await outbox.add(trx, { topic: 'producer.said.v1', key: req.text, type: 'Said', payload: { text: req.text } });
        });
        return { text: `echo ${req.text}` };
      },
    });
  },
};

const heard: string[] = [];
/** A stand-in for svc-admin: projects the events into its own schema. */
const consumerModule: Module<void> = {
  name: 'consumer',
  deps: ['database', 'events'],
  async start(ctx) {
    await ctx.get<Database>('database').migrate('consumer', {
      '20260101000000_create_heard': { up: (db) => db.schema.createTable('heard').addColumn('text', 'text').execute() },
    });
    ctx.get<Events>('events').consume({
      group: 'consumer.heard',
      schema: 'consumer',
      topics: ['producer.said.v1'],
      async handle(e, trx: Transaction<any>) {
        await trx.insertInto('heard').values({ text: (e.payload as { text: string }).text }).execute();
        heard.push(e.key);
      },
    });
  },
};

let gateway: { clients: GrpcClients; mail: MailPort; objects: ObjectStore; database: Database; events: Events } | undefined;
/** A stand-in for the gateway: only uses clients, mail and objects. */
const gatewayModule: Module<void> = {
  name: 'gateway',
  deps: ['grpc-clients', 'mail', 'objects', 'database', 'events'],
  start(ctx) {
    gateway = {
      clients: ctx.get<GrpcClients>('grpc-clients'),
      mail: ctx.get<MailPort>('mail'),
      objects: ctx.get<ObjectStore>('objects'),
      database: ctx.get<Database>('database'),
      events: ctx.get<Events>('events'),
    };
  },
};

test('embedded mode: gRPC → outbox → in-process bus → inbox, mail and objects in the data dir', async () => {
  const dataDir = tempDir();
  await seedPgliteDir(join(dataDir, 'pg'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, []);
  const manager = new ModuleManager([...infrastructureModules, producerModule, consumerModule, gatewayModule], {
    all: ['producer', 'consumer', 'gateway'],
  });
  await manager.start(['all'], config, silentLogger);
  try {
    const g = gateway!;
    expect(g.database.kind).toBe('pglite');
    const echo = g.clients.get('identity', EchoService);
    await expect(echo.echo({ text: 'hello' })).resolves.toEqual({ text: 'echo hello' });
    await expect(echo.echo({ text: 'x', failCode: 'yes' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'no such thing' });

    await g.events.flush();
    expect(heard).toEqual(['hello']);
    expect(await g.database.forSchema<any>('consumer').selectFrom('heard').selectAll().execute()).toEqual([{ text: 'hello' }]);

    await g.mail.mailer.send({ to: 'a@b.c', subject: 'Your code', text: '123456', html: '<b>123456</b>' });
    expect((await g.mail.devMailbox!.list()).map((m) => m.subject)).toEqual(['Your code']);
    await g.objects.put('images/1.png', Buffer.from('png'), 'image/png');
    expect(existsSync(join(dataDir, 'objects/images/1.png'))).toBe(true);
  } finally {
    await manager.stop();
  }
  expect(manager.has('database')).toBe(false);
});

test('a listen-only module (the gateway\'s live stream) needs no database: event-bus alone', async () => {
  const dataDir = tempDir();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PLATFORM_TARGET: 'listener' }, []);
  let bus: EventBus | undefined;
  const listenerModule: Module<void> = {
    name: 'listener',
    deps: ['event-bus'],
    start(ctx) {
      bus = ctx.get<EventBus>('event-bus');
      bus.listen({ name: 'test.live', topics: ['producer.said.v1'], handle: () => undefined });
    },
  };
  const manager = new ModuleManager([...infrastructureModules, listenerModule], {});
  await manager.start(['listener'], config, silentLogger);
  try {
    expect(manager.has('event-bus')).toBe(true);
    expect(manager.has('database')).toBe(false);
    expect(manager.has('events')).toBe(false);
    expect(existsSync(join(dataDir, 'pg'))).toBe(false);
  } finally {
    await manager.stop();
  }
});

test('embedded mode: a listener on the event bus hears what this process\'s relays publish', async () => {
  const dataDir = tempDir();
  await seedPgliteDir(join(dataDir, 'pg'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, []);
  const live: string[] = [];
  let clients: GrpcClients | undefined;
  const listenerModule: Module<void> = {
    name: 'listener',
    deps: ['event-bus', 'grpc-clients'],
    start(ctx) {
      ctx.get<EventBus>('event-bus').listen({ name: 'test.live', topics: ['producer.said.v1'], handle: (e) => void live.push(e.key) });
      clients = ctx.get<GrpcClients>('grpc-clients');
    },
  };
  const manager = new ModuleManager([...infrastructureModules, producerModule, listenerModule], { all: ['producer', 'listener'] });
  await manager.start(['all'], config, silentLogger);
  try {
    await clients!.get('identity', EchoService).echo({ text: 'live' });
    for (let i = 0; i < 200 && !live.length; i++) await new Promise((r) => setTimeout(r, 10));
    expect(live).toEqual(['live']);
  } finally {
    await manager.stop();
  }
});
