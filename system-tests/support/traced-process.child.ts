// A traced process for trace-per-click.int.test.ts, started the way the launcher starts one (the
// kit's preload first, so the OpenTelemetry SDK patches http, gRPC and pg before they load; spans go
// to OTEL_EXPORTER_OTLP_ENDPOINT, the test's receiver). TRACE_ROLE picks what it runs:
//   imaging  — imaging + its worker on real PostgreSQL (schema IMAGING_SCHEMA) and Kafka, in-memory
//              billing, one text2img model whose only node is the A1111 at NODE_URL; prints its gRPC
//              address and the model id.
//   gateway  — the production gateway module (HTTP on a free port, imaging at SVC_IMAGING_ADDR, the
//              live stream on Kafka); prints its URL.
import '@atelier/platform/src/preload';
import type { FastifyInstance } from 'fastify';
import { ModuleManager, createLogger, infrastructureModules, loadConfig, uuidv7, type GrpcServer, type Module } from '@atelier/platform';
import { gatewayModule } from '@atelier/svc-gateway/src/module';
import { createAdapters } from '@atelier/svc-imaging/src/adapters';
import { createImagingModule, createWorkerModule, type ImagingRuntime } from '@atelier/svc-imaging/src/module';
import { insertInstance, insertModel } from '@atelier/svc-imaging/src/repo/models.repository';
import { FAST_WORKER } from '@atelier/svc-imaging/tests/support/harness';
import { MemoryBilling } from '@atelier/svc-imaging/tests/support/memory-billing';

async function imaging(): Promise<void> {
  const config = loadConfig({ ...process.env, GRPC_PORT: '0' }, [], { target: ['imaging', 'worker'] });
  const opts = {
    schema: process.env.IMAGING_SCHEMA!,
    billing: new MemoryBilling(),
    adapters: createAdapters({ ssrf: { allowLoopback: true, allowedCidrs: [] }, pollIntervalMs: 20 }),
    worker: FAST_WORKER,
  };
  let modelId = '';
  const setup: Module<GrpcServer> = {
    name: 'trace-setup',
    deps: ['imaging', 'worker', 'grpc-server'],
    async start({ get }) {
      const { db } = get<ImagingRuntime>('imaging').context;
      modelId = uuidv7();
      await insertModel(db, { id: modelId, name: `Traced ${modelId.slice(-6)}`, type: 'text2img', sizes: ['64*64'], credits: 1 });
      await insertInstance(db, { id: uuidv7(), name: 'a1111 node', controller_name: 'a1111', priority: 1, api_token_sealed: null, settings: { base_url: process.env.NODE_URL }, model_id: modelId });
      return get<GrpcServer>('grpc-server');
    },
    ready(server) {
      console.log(`ready grpc=${server.address()} model=${modelId}`);
    },
  };
  const manager = new ModuleManager([...infrastructureModules, createImagingModule(opts), createWorkerModule(opts), setup], {});
  await manager.start(['trace-setup'], config, createLogger(config));
}

async function gateway(): Promise<void> {
  const config = loadConfig({ ...process.env, PORT: '0', GRPC_PORT: '0' }, [], { target: ['gateway'] });
  let app!: FastifyInstance;
  const held: Module<FastifyInstance> = { ...gatewayModule, start: async (ctx) => (app = await gatewayModule.start(ctx)) };
  const manager = new ModuleManager([...infrastructureModules, held as Module], {});
  await manager.start(['gateway'], config, createLogger(config));
  const { port } = app.server.address() as { port: number };
  console.log(`ready http=http://127.0.0.1:${port}`);
}

const role = process.env.TRACE_ROLE;
if (role !== 'imaging' && role !== 'gateway') throw new Error(`TRACE_ROLE must be imaging or gateway, not ${role}`);
void (role === 'imaging' ? imaging() : gateway()).catch((err) => {
  console.error(err);
  process.exit(1);
});
