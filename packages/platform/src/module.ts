// The module manager (the Loki/Mimir "target" model): modules register by name with dependencies,
// a target's transitive closure starts in dependency order and stops in reverse.
import type { PlatformConfig } from './config';
import type { Logger } from './logging';

export interface Module<T = unknown> {
  name: string;
  /** Names of modules that must start first. */
  deps?: string[];
  start(ctx: ModuleContext): Promise<T> | T;
  /** Runs after every module started; servers bind/listen and consumers subscribe here. */
  ready?(value: T, ctx: ModuleContext): Promise<void> | void;
  /** The process was asked to stop: report not ready (readiness probes, gRPC health) but keep
   *  serving; stop() follows after SHUTDOWN_DELAY_MS (process.ts). */
  drain?(value: T): Promise<void> | void;
  /** Called in reverse start order. */
  stop?(value: T): Promise<void> | void;
}

export interface ModuleContext {
  config: PlatformConfig;
  logger: Logger;
  /** Value of a started module; must be a transitive dependency of the caller. */
  get<T>(name: string): T;
}

export class ModuleManager {
  private readonly byName = new Map<string, Module>();
  private readonly started: Array<{ module: Module; value: unknown }> = [];
  private logger?: Logger;

  constructor(
    modules: Module[],
    private readonly targets: Record<string, string[]> = {},
  ) {
    for (const m of modules) {
      if (this.byName.has(m.name)) throw new Error(`module "${m.name}" is registered twice`);
      if (targets[m.name]) throw new Error(`"${m.name}" is both a module and a target`);
      this.byName.set(m.name, m as Module);
    }
  }

  has(name: string): boolean {
    return this.started.some((s) => s.module.name === name);
  }

  /** Modules a target needs, dependencies first. Throws on unknown names and cycles. */
  resolve(target: string[]): string[] {
    const order: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (name: string, path: string[]): void => {
      if (state.get(name) === 'done') return;
      if (state.get(name) === 'visiting') {
        const cycle = [...path.slice(path.indexOf(name)), name];
        throw new Error(`module dependency cycle: ${cycle.join(' -> ')}`);
      }
      const group = this.targets[name];
      const module = this.byName.get(name);
      if (!group && !module) {
        const via = path.length ? ` (needed by "${path[path.length - 1]}")` : '';
        throw new Error(`unknown module or target "${name}"${via}`);
      }
      state.set(name, 'visiting');
      for (const dep of group ?? module!.deps ?? []) visit(dep, [...path, name]);
      state.set(name, 'done');
      if (module) order.push(name);
    };
    for (const t of target) visit(t, []);
    return order;
  }

  /** Starts every module of the target, then runs every ready(). On failure, stops what started and rethrows. */
  async start(target: string[], config: PlatformConfig, logger: Logger): Promise<void> {
    if (this.started.length) throw new Error('module manager already started');
    this.logger = logger;
    const order = this.resolve(target);
    const allowed = this.dependencyClosures(order);
    const values = new Map<string, unknown>();
    const contextFor = (name: string): ModuleContext => ({
      config,
      logger: logger.child({ module: name }),
      get: <T>(dep: string): T => {
        if (!allowed.get(name)!.has(dep)) throw new Error(`module "${name}" asked for "${dep}", which is not one of its dependencies`);
        return values.get(dep) as T;
      },
    });
    try {
      for (const name of order) {
        const module = this.byName.get(name)!;
        const value = await module.start(contextFor(name));
        values.set(name, value);
        this.started.push({ module, value });
      }
      for (const { module, value } of this.started) await module.ready?.(value, contextFor(module.name));
      logger.info({ modules: order }, 'modules started');
    } catch (err) {
      logger.error({ err }, 'start failed; stopping the modules that started');
      await this.stop();
      throw err;
    }
  }

  /** Tells every started module that stopping is near (Module.drain); a failing drain is logged. */
  async drain(): Promise<void> {
    for (const { module, value } of this.started) {
      try {
        await module.drain?.(value);
      } catch (err) {
        this.logger?.error({ err, module: module.name }, 'module drain failed');
      }
    }
  }

  /** Stops started modules in reverse order; a failing stop is logged and the rest still stop. Safe to call twice. */
  async stop(): Promise<void> {
    while (this.started.length) {
      const { module, value } = this.started.pop()!;
      try {
        await module.stop?.(value);
      } catch (err) {
        this.logger?.error({ err, module: module.name }, 'module stop failed');
      }
    }
  }

  /** For each module: the set of modules it may `get` (its transitive deps). */
  private dependencyClosures(order: string[]): Map<string, Set<string>> {
    const closures = new Map<string, Set<string>>();
    for (const name of order) {
      const set = new Set<string>();
      for (const dep of this.byName.get(name)!.deps ?? []) {
        for (const d of this.resolve([dep])) set.add(d);
      }
      closures.set(name, set);
    }
    return closures;
  }
}
