// Several module stacks in one jest process, as separate processes (replicas) would run them: each
// stack is a ModuleManager over the kit's infrastructure modules with a data dir of its own and the
// shared base configuration plus its own settings. stopAll() stops them newest first and removes
// their dirs. holdGateway() wraps the production gateway module only so a test can hold its app.
import type { FastifyInstance } from 'fastify';
import { ModuleManager, createLogger, infrastructureModules, loadConfig, type Module } from '@atelier/platform';
import { gatewayModule } from '@atelier/svc-gateway';
import { tempDataDir, type TempDataDir } from '@atelier/testkit';

export class Stacks {
  private readonly dirs: TempDataDir[] = [];
  private readonly managers: ModuleManager[] = [];

  constructor(private readonly base: Record<string, string>) {}

  /** Starts `targets` of `modules` (plus the infrastructure they need) as one stack. */
  async start(modules: Module[], targets: string[], env: Record<string, string> = {}): Promise<void> {
    const data = await tempDataDir();
    this.dirs.push(data);
    const config = loadConfig({ ...this.base, DATA_DIR: data.dir, ...env }, []);
    const manager = new ModuleManager([...infrastructureModules, ...modules], {});
    this.managers.push(manager);
    await manager.start(targets, config, createLogger(config));
  }

  async stopAll(): Promise<void> {
    for (const m of this.managers.splice(0).reverse()) await m.stop();
    for (const d of this.dirs.splice(0)) d.remove();
  }
}

/** The gateway module as production builds it; the wrapper only lets the test hold the app. */
export function holdGateway(): { module: Module; app: () => FastifyInstance } {
  let app!: FastifyInstance;
  return { module: { ...gatewayModule, start: async (ctx) => (app = await gatewayModule.start(ctx)) } as Module, app: () => app };
}
