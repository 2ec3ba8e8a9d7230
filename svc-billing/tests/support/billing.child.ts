// A billing process for the crash test: the 'billing' module alone (real PostgreSQL + Kafka and the
// Razorpay sandbox from env, schema BILLING_SCHEMA), printing its gRPC address once bound, until
// the test kills it.
import { ModuleManager, createLogger, infrastructureModules, loadConfig, type GrpcServer, type Module } from '@atelier/platform';
import { createBillingModule } from '../../src/module';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', GRPC_PORT: '0' }, [], { target: ['billing'] });
const announce: Module<GrpcServer> = {
  name: 'announce',
  deps: ['billing', 'grpc-server'],
  start: ({ get }) => get<GrpcServer>('grpc-server'),
  ready: (server) => void console.log(`billing listening on ${server.address()}`),
};
const manager = new ModuleManager([...infrastructureModules, createBillingModule({ schema: process.env.BILLING_SCHEMA, sweeper: false }), announce], {});
void manager.start(['announce'], config, createLogger(config));
