// What the two topology runs (topology-smoke.mjs, topology-scaleout.mjs) both do with the product's
// processes on this machine: start one as `npm start`'s entry point with a given environment, point
// it at a database of its own on the test server, and ask a gRPC process whether it is serving.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './deploy-lib.mjs';

const require = createRequire(path.join(root, 'package.json'));
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');

/** One product process (packages/runtime's entry) with `env`; `exited` resolves with its exit code and signal. */
export function spawnRuntime(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/runtime/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  return { child, exited: new Promise((r) => child.on('exit', (code, signal) => r({ code, signal }))) };
}

/** `serverUrl` (a PostgreSQL URL) with its database replaced by `name`. */
export function databaseUrl(serverUrl, name) {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

let Health;
/** Whether the gRPC process on `port` answers the standard health check SERVING (within 1 s). */
export function grpcServing(port) {
  Health ??= grpc.loadPackageDefinition(protoLoader.loadSync(path.join(root, 'packages/platform/proto/grpc/health/v1/health.proto'), { enums: String })).grpc.health.v1.Health;
  return new Promise((resolve) => {
    const client = new Health(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
    client.Check({ service: '' }, { deadline: Date.now() + 1000 }, (err, res) => {
      client.close();
      resolve(!err && res.status === 'SERVING');
    });
  });
}
