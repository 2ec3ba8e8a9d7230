// The caller a service sees (the gateway's token verified again, issue 10's defence in depth) and
// the audit payload it writes (secrets redacted before they leave the service).
import { Metadata } from '@grpc/grpc-js';
import { createSigner } from 'fast-jwt';
import { ADMIN_MSG, GATEWAY_MSG, REDACTED } from '@atelier/contracts';
import { actorOf, auditPayload, requireAdmin, setActorMetadata } from '../src';

const secret = 'x'.repeat(40);
/** A token signed with `key`, issued `agoMs` ago and valid for a minute from then. */
const sign = (claims: object, key = secret, agoMs = 0) => createSigner({ key, expiresIn: 60_000, clockTimestamp: Date.now() - agoMs })(claims);
const call = (token?: string) => {
  const md = new Metadata();
  if (token) setActorMetadata(md, { token, ip: '203.0.113.9', userAgent: 'Firefox/140' });
  return { metadata: md };
};

test('an admin token verifies: the actor carries id, role, session, IP and user agent', () => {
  const a = requireAdmin(call(sign({ sub: 'u-1', role: 'admin', sid: 's-1' })), secret);
  expect(a).toEqual({ id: 'u-1', role: 'admin', sid: 's-1', ip: '203.0.113.9', userAgent: 'Firefox/140' });
});

test("no token, a forged one, an expired one or a user's: the admin operation is refused", () => {
  expect(() => requireAdmin(call(), secret)).toThrow(GATEWAY_MSG.loginRequired);
  expect(() => requireAdmin(call(sign({ sub: 'u-1', role: 'admin', sid: 's' }, 'y'.repeat(40))), secret)).toThrow(GATEWAY_MSG.loginRequired);
  expect(() => requireAdmin(call(sign({ sub: 'u-1', role: 'admin', sid: 's' }, secret, 120_000)), secret)).toThrow(GATEWAY_MSG.loginRequired);
  expect(() => requireAdmin(call(sign({ sub: 'u-2', role: 'user', sid: 's' })), secret)).toThrow(ADMIN_MSG.adminOnly);
  expect(actorOf(call(sign({ sub: 'u-2', role: 'root', sid: 's' })), secret)).toBeNull();
  expect(actorOf(call('not.a.jwt'), secret)).toBeNull();
});

test('the audit payload redacts secrets at any depth and leaves "" for a missing side', () => {
  const actor = { id: 'admin-1', role: 'admin' as const, sid: 's', ip: '10.0.0.1', userAgent: 'curl' };
  const p = auditPayload(actor, {
    action: 'model_instance.update',
    entity_type: 'model_instance',
    entity_id: 'i-1',
    before: { name: 'a', api_token: 'sk-live-123', settings: { headers: { Authorization: 'Bearer t' }, base_url: 'http://n' } },
    after: { name: 'b', api_token: 'sk-live-456' },
  }, 'imaging', new Date('2026-11-23T10:00:00Z'));
  expect(p).toMatchObject({ actor_id: 'admin-1', ip: '10.0.0.1', user_agent: 'curl', action: 'model_instance.update', service: 'imaging', occurred_at: '2026-11-23T10:00:00.000Z' });
  expect(JSON.parse(p.before_json)).toEqual({ name: 'a', api_token: REDACTED, settings: { headers: { Authorization: REDACTED }, base_url: 'http://n' } });
  expect(p.after_json).not.toContain('sk-live');
  expect(auditPayload(actor, { action: 'plan.create', entity_type: 'plan', entity_id: 'p', after: { n: 1 } }, 'billing').before_json).toBe('');
});
