// The process entry used by the one launcher, packages/runtime/src/main.ts: configuration, telemetry,
// logger, the target's modules, and a graceful, bounded shutdown on SIGINT/SIGTERM: first every
// module reports not ready while still serving (drain), for SHUTDOWN_DELAY_MS — long enough for
// the load balancer's readiness probe to notice (deploy/base sets it per probe) — and only then do
// the modules stop. Closing at once would refuse the requests still being routed here: a rolling
// update would drop them (scripts/topology-smoke.mjs shows none are).
import { loadConfig } from './config';
import { infrastructureModules } from './infrastructure';
import { createLogger } from './logging';
import { ModuleManager, type Module } from './module';
import { startTelemetry } from './telemetry';

/** After this, shutdown gives up waiting and exits non-zero. */
const SHUTDOWN_TIMEOUT_MS = 20_000;

export interface RunProcessOptions {
  modules: Module[];
  targets: Record<string, string[]>;
  /** Used when neither --target= nor PLATFORM_TARGET is given. */
  defaultTarget: string[];
}

export async function runProcess(opts: RunProcessOptions): Promise<void> {
  const config = loadConfig(process.env, process.argv, { target: opts.defaultTarget });
  const telemetry = startTelemetry(`atelier-${config.target.join('+')}`, config);
  const logger = createLogger(config, 'atelier');
  const manager = new ModuleManager([...infrastructureModules, ...opts.modules], opts.targets);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down');
    await manager.drain();
    if (config.shutdownDelayMs) await new Promise((r) => setTimeout(r, config.shutdownDelayMs));
    logger.info('stopping');
    const timer = setTimeout(() => {
      logger.error(`shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await manager.stop();
    await telemetry.shutdown().catch((err) => logger.warn({ err }, 'telemetry shutdown failed'));
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await manager.start(config.target, config, logger);
  } catch (err) {
    logger.fatal({ err }, 'failed to start');
    await telemetry.shutdown().catch(() => undefined);
    process.exit(1);
  }
  logger.info({ target: config.target, publicUrl: config.publicUrl }, 'started');
}
