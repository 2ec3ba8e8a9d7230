// What a gRPC call to a service of the caller's own process costs over loopback (the baseline: the
// embedded mode before 2026-11-27) and in-process (packages/platform grpc/in-process.ts): the kit's
// server and clients in this process, one unary echo, calls 10 at a time, CPU per call of this
// process (both ends are in it) by process.cpuUsage, in alternating blocks so drift in the machine's
// load falls on both. Nothing leaves 127.0.0.1.
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { GrpcClientsImpl } from '../packages/platform/src/grpc/clients';
import { GrpcServerImpl } from '../packages/platform/src/grpc/server';
import { createLogger } from '../packages/platform/src/logging';

export interface GrpcHopFigures {
  calls: number;
  /** µs of CPU per call (client and server together) and calls a second. */
  loopback: { cpuUs: number; callsPerSec: number };
  inProcess: { cpuUs: number; callsPerSec: number };
}

const BLOCKS = 4;
const CALLS = 5000;
const CONCURRENCY = 10;

export async function benchGrpcHop(): Promise<GrpcHopFigures> {
  const pkg = grpc.loadPackageDefinition(protoLoader.loadSync(join(__dirname, '../packages/platform/tests/support/echo.proto'))) as any;
  const EchoService = pkg.atelier.identity.v1.EchoService as grpc.ServiceClientConstructor;
  const server = new GrpcServerImpl(createLogger({ logLevel: 'warn' }));
  server.add(EchoService.service, { Echo: async (req: { text: string }) => ({ text: `echo ${req.text}` }) });
  await server.bind('127.0.0.1', 0);
  const wire = new GrpcClientsImpl({}, server, false);
  const local = new GrpcClientsImpl({}, server, true);
  const paths = { loopback: wire.get('identity', EchoService as any), inProcess: local.get('identity', EchoService as any) };
  const totals = { loopback: { cpu: 0, ms: 0 }, inProcess: { cpu: 0, ms: 0 } };
  const block = async (echo: Record<string, (r: { text: string }) => Promise<unknown>>, n: number) => {
    let i = 0;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (i++ < n) await echo.Echo!({ text: 'a request of a few dozen bytes, like a Hold' });
    }));
  };
  try {
    for (const echo of Object.values(paths)) await block(echo, 1000); // warm both paths
    for (let b = 0; b < BLOCKS; b++) {
      for (const which of ['loopback', 'inProcess'] as const) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        await block(paths[which], CALLS);
        const c = process.cpuUsage(c0);
        totals[which].cpu += c.user + c.system;
        totals[which].ms += performance.now() - t0;
      }
    }
  } finally {
    wire.close();
    local.close();
    await server.shutdown(1000);
  }
  const n = BLOCKS * CALLS;
  const of = (t: { cpu: number; ms: number }) => ({ cpuUs: t.cpu / n, callsPerSec: (n / t.ms) * 1000 });
  return { calls: n, loopback: of(totals.loopback), inProcess: of(totals.inProcess) };
}
