// The composition root resolves: `all` pulls in every service and its infrastructure in a valid
// order, and a single module name is a target of its own.
import { ModuleManager } from '@atelier/platform';
import { allModules, targets } from '../src/index';
import { welcomeLine } from '../src/welcome';

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
