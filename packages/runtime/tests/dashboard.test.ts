// The Grafana dashboard (deploy/observability/grafana-dashboard.json) asks only for metrics the
// product serves, and shows every one the product declares: the names are read from the metrics
// registry of the whole product started in one process (every module on PGlite), not from a list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleManager, createLogger, loadConfig, type Module, type ProcessMetrics } from '@atelier/platform';
import { tempDataDir } from '@atelier/testkit';
import { allModules } from '../src/index';

const DASHBOARD = path.resolve(__dirname, '../../../deploy/observability/grafana-dashboard.json');

/** PromQL words that are not metric names (functions are told apart by the "(" after them). */
const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** Metric names an expression reads: identifiers that are not functions, keywords, labels or strings. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, '') // label matchers
    .replace(/\[[^\]]*\]/g, '') // ranges ([$__rate_interval], [5m])
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '') // grouping labels
    .replace(/(?<![\w:])\d+(\.\d+)?(e[+-]?\d+)?/gi, ''); // numbers (0.95, 1e-9)
  return [...bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)]
    .filter((m) => !m[2]) // a function call
    .map((m) => m[1]!)
    .filter((w) => !KEYWORDS.has(w.toLowerCase()));
}

test('metricNames reads names, not functions, labels, keywords or values', () => {
  expect(metricNames('histogram_quantile(0.95, sum by (le, route) (rate(atelier_http_request_duration_seconds_bucket{route="/x"}[$__rate_interval])))')).toEqual([
    'atelier_http_request_duration_seconds_bucket',
  ]);
  expect(metricNames('count by (state) (max by (instance, state) (atelier_gpu_node_health) == 1) / clamp_min(up, 1e-9)')).toEqual(['atelier_gpu_node_health', 'up']);
});

test('every metric the dashboard reads is served, and every atelier_ metric is on the dashboard', async () => {
  const data = await tempDataDir({ pglite: true });
  const saved = process.env.SERVE_WEB;
  process.env.SERVE_WEB = 'false';
  let metrics: ProcessMetrics | undefined;
  const probe: Module<void> = { name: 'probe', deps: ['metrics'], start: (ctx) => void (metrics = ctx.get<ProcessMetrics>('metrics')) };
  const modules = [...allModules.filter((m) => m.name !== 'welcome'), probe];
  const manager = new ModuleManager(modules, {});
  const config = loadConfig({ DATA_DIR: data.dir, PORT: '0', LOG_LEVEL: 'silent', ADMIN_EMAIL: 'admin@dashboard.test', ADMIN_PASSWORD: 'dashboard-admin-password-7' }, []);
  let served: Map<string, string>;
  try {
    await manager.start(modules.filter((m) => !['welcome'].includes(m.name)).map((m) => m.name), config, createLogger(config));
    const text = await metrics!.text();
    served = new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
  } finally {
    await manager.stop();
    data.remove();
    if (saved === undefined) delete process.env.SERVE_WEB;
    else process.env.SERVE_WEB = saved;
  }

  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Array<{ targets?: Array<{ expr: string }> }> };
  const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr);
  const used = new Set(exprs.flatMap(metricNames));
  expect(used.size).toBeGreaterThan(10);
  const exists = (name: string) => {
    if (served.has(name)) return true;
    const base = name.replace(/_(bucket|sum|count)$/, '');
    return base !== name && served.get(base) === 'histogram';
  };
  expect([...used].filter((n) => !exists(n))).toEqual([]);

  const declared = [...served.keys()].filter((n) => n.startsWith('atelier_'));
  const shown = new Set([...used].map((n) => n.replace(/_(bucket|sum|count)$/, '')));
  expect(declared.length).toBeGreaterThanOrEqual(10);
  expect(declared.filter((n) => !shown.has(n))).toEqual([]);
}, 180_000);
