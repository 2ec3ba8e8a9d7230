// Identity and the gateway in one process as production wires them: the kit's real modules (PGlite
// in a temp DATA_DIR, in-process events, the real gRPC server and clients), the real identity
// module, and the gateway module on top, whose app the test drives with fastify.inject.
import type { FastifyInstance } from 'fastify';
import { ModuleManager, createLogger, infrastructureModules, loadConfig, type Module } from '@atelier/platform';
import { tempDataDir } from '@atelier/testkit';
import { createIdentityModule } from '@atelier/svc-identity';
import { gatewayModule } from '@atelier/svc-gateway';
import { PUBLIC_URL } from '@atelier/svc-gateway/tests/support/gateway';

/** Gateway settings read from process.env by the module, set for the stack's lifetime. */
const GATEWAY_ENV = { HOST: '127.0.0.1', SERVE_WEB: 'false' };

export interface IdentityStack {
  app: FastifyInstance;
  stop(): Promise<void>;
}

/** `env`: the platform configuration beyond the data dir, port, public URL and log level. */
export async function startIdentityStack(env: Record<string, string>, processEnv: Record<string, string> = {}): Promise<IdentityStack> {
  const data = await tempDataDir({ pglite: true });
  const config = loadConfig({ DATA_DIR: data.dir, PORT: '0', PUBLIC_URL, LOG_LEVEL: 'silent', ...env }, []);
  const setEnv = { ...GATEWAY_ENV, ...processEnv };
  Object.assign(process.env, setEnv);
  let app: FastifyInstance | undefined;
  // The gateway module as production builds it; the wrapper only lets the test hold the app.
  const gateway: Module<FastifyInstance> = { ...gatewayModule, start: async (ctx) => (app = await gatewayModule.start(ctx)) };
  const identity = createIdentityModule({ print: () => undefined });
  const manager = new ModuleManager([...infrastructureModules, identity as Module, gateway as Module], {});
  const stop = async () => {
    await manager.stop();
    data.remove();
    for (const k of Object.keys(setEnv)) delete process.env[k];
  };
  try {
    await manager.start(['identity', 'gateway'], config, createLogger(config));
  } catch (err) {
    await stop();
    throw err;
  }
  return { app: app!, stop };
}
