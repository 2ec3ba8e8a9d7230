// The composition root resolves: `all` pulls in every service and its infrastructure in a valid
// order, and a single module name is a target of its own. Loading it loads none of the clients only
// the distributed mode or a rare path needs (each is required where it is first used).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ModuleManager } from '@atelier/platform';
import { allModules, targets } from '../src/index';
import { welcomeLine } from '../src/welcome';

// Loading every module of the product and starting targets takes ~2 s idle; in CI the unit tests
// share two cores with the web build, which puts jest's 5 s default within reach.
jest.setTimeout(20_000);

test('`all` resolves to the infrastructure, identity, admin, the gateway and the welcome line, dependencies first', () => {
  const order = new ModuleManager(allModules, targets).resolve(['all']);
  for (const name of ['database', 'events', 'mail', 'grpc-server', 'grpc-clients', 'identity', 'admin', 'gateway', 'welcome']) {
    expect(order).toContain(name);
  }
  expect(order.indexOf('grpc-clients')).toBeLessThan(order.indexOf('gateway'));
  expect(order.indexOf('identity')).toBeLessThan(order.indexOf('gateway'));
  expect(order.at(-1)).toBe('welcome');
});

test('the gateway alone needs no database', () => {
  const order = new ModuleManager(allModules, targets).resolve(['gateway']);
  expect(order).toContain('grpc-clients');
  expect(order).not.toContain('identity');
  expect(order).not.toContain('database');
});

test('the welcome line names the URL and, without SMTP, the dev mailbox', () => {
  expect(welcomeLine('http://localhost:8080', true)).toContain('open http://localhost:8080 — emails (sign-up codes) appear at http://localhost:8080/dev/mailbox (from this machine, or signed in as an admin)');
  expect(welcomeLine('https://atelier.example', false)).not.toContain('mailbox');
});

test('loading every module of the product loads no Kafka, MinIO, SMTP or PDF library (each waits for its first use)', () => {
  // A child process: this one's module registry is jest's, and other tests load these libraries.
  const script = `require('./packages/runtime/src/index');
    const names = ['kafkajs', 'minio', 'nodemailer', 'pdfkit'];
    const loaded = Object.keys(require.cache).map((f) => names.find((n) => f.includes('/node_modules/' + n + '/'))).filter(Boolean);
    process.stdout.write(JSON.stringify({ modules: Object.keys(require.cache).length, loaded: [...new Set(loaded)] }));`;
  const out = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: join(__dirname, '../../..'), encoding: 'utf8' })) as { modules: number; loaded: string[] };
  expect(out.modules).toBeGreaterThan(500);
  expect(out.loaded).toEqual([]);
});
