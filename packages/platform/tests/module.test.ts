// Module manager: dependency order, targets, clear errors for cycles and unknown names, ready after
// every start, reverse stop, and a clean stop after a failed start.
import { ModuleManager, type Module } from '../src/module';
import { loadConfig } from '../src/config';
import { silentLogger } from './support/silent-logger';
import { tempDir } from './support/temp-dir';

const config = loadConfig({ DATA_DIR: tempDir() }, []);

function recorder() {
  const log: string[] = [];
  const mod = (name: string, deps: string[] = [], extra: Partial<Module> = {}): Module => ({
    name,
    deps,
    start: () => {
      log.push(`start ${name}`);
      return `${name}-value`;
    },
    ready: () => void log.push(`ready ${name}`),
    stop: () => void log.push(`stop ${name}`),
    ...extra,
  });
  return { log, mod };
}

describe('ModuleManager', () => {
  test('starts the transitive closure of a target in dependency order, readies after all, stops in reverse', async () => {
    const { log, mod } = recorder();
    const m = new ModuleManager([mod('db'), mod('events', ['db']), mod('identity', ['events', 'db']), mod('gateway', ['identity']), mod('billing', ['db'])], {
      all: ['gateway', 'billing'],
      front: ['gateway'],
    });
    await m.start(['front'], config, silentLogger);
    expect(log).toEqual(['start db', 'start events', 'start identity', 'start gateway', 'ready db', 'ready events', 'ready identity', 'ready gateway']);
    expect(m.has('identity')).toBe(true);
    expect(m.has('billing')).toBe(false);
    log.length = 0;
    await m.stop();
    expect(log).toEqual(['stop gateway', 'stop identity', 'stop events', 'stop db']);
    expect(m.has('db')).toBe(false);
    await m.stop(); // twice is harmless
    expect(log).toHaveLength(4);
  });

  test('a module gets the values of its dependencies, and only those', async () => {
    const seen: unknown[] = [];
    const m = new ModuleManager(
      [
        { name: 'db', start: () => ({ kind: 'fake-db' }) },
        { name: 'other', start: () => 'other' },
        {
          name: 'svc',
          deps: ['mid'],
          start(ctx) {
            seen.push(ctx.get('db'));
            expect(() => ctx.get('other')).toThrow(/"svc" asked for "other", which is not one of its dependencies/);
          },
        },
        { name: 'mid', deps: ['db'], start: () => undefined },
      ],
      { all: ['svc', 'other'] },
    );
    await m.start(['all'], config, silentLogger);
    expect(seen).toEqual([{ kind: 'fake-db' }]);
    await m.stop();
  });

  test('cycles are reported with their path', () => {
    const { mod } = recorder();
    const m = new ModuleManager([mod('a', ['b']), mod('b', ['c']), mod('c', ['a'])], {});
    expect(() => m.resolve(['a'])).toThrow('module dependency cycle: a -> b -> c -> a');
  });

  test('unknown names are reported with who needs them', async () => {
    const { mod, log } = recorder();
    const m = new ModuleManager([mod('a', ['ghost'])], {});
    await expect(m.start(['a'], config, silentLogger)).rejects.toThrow('unknown module or target "ghost" (needed by "a")');
    expect(() => m.resolve(['nope'])).toThrow('unknown module or target "nope"');
    expect(log).toEqual([]);
  });

  test('duplicate names and module/target clashes are refused', () => {
    const { mod } = recorder();
    expect(() => new ModuleManager([mod('a'), mod('a')], {})).toThrow(/registered twice/);
    expect(() => new ModuleManager([mod('all')], { all: ['all'] })).toThrow(/both a module and a target/);
  });

  test('a failing start stops what already started (in reverse) and rethrows', async () => {
    const { log, mod } = recorder();
    const m = new ModuleManager(
      [
        mod('db'),
        mod('events', ['db'], { stop: () => { log.push('stop events'); throw new Error('stop also fails'); } }),
        mod('svc', ['events'], { start: () => { throw new Error('svc cannot start'); } }),
      ],
      {},
    );
    await expect(m.start(['svc'], config, silentLogger)).rejects.toThrow('svc cannot start');
    expect(log).toEqual(['start db', 'start events', 'stop events', 'stop db']);
    expect(m.has('db')).toBe(false);
    await expect(m.stop()).resolves.toBeUndefined();
  });

  test('a failing ready stops everything that started', async () => {
    const { log, mod } = recorder();
    const m = new ModuleManager([mod('db'), mod('server', ['db'], { ready: () => { throw new Error('port in use'); } })], {});
    await expect(m.start(['server'], config, silentLogger)).rejects.toThrow('port in use');
    expect(log).toEqual(['start db', 'start server', 'ready db', 'stop server', 'stop db']);
  });
});
