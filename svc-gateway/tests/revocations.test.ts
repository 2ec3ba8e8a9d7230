// The gateway's revocation set (issue 11): a revoked session's access tokens are refused whatever
// their iat, at once; the start-up list and the event stream agree whichever comes first; entries
// are forgotten one access-token lifetime (plus the clock slack) after they were heard, whether or
// not their token comes back; the listener feeds it from SessionsRevoked and ends the sessions'
// live streams. Disabled users (UserStatusChanged): admin-users-routes.test.ts.
import type { EventEnvelope } from '@atelier/platform';
import { CLOCK_SLACK_MS, Revocations, loadRevocations, revocationsListener } from '../src/session/revocations';

const TTL_MS = 10 * 60_000;
let clock: number;
let set: Revocations;
beforeEach(() => {
  clock = Date.UTC(2026, 10, 25, 12);
  set = new Revocations(TTL_MS, () => clock);
});

const token = (sid: string, sub = 'u-1', iatMs = clock - 1000) => ({ sub, sid, iat: Math.floor(iatMs / 1000) });
const revoked = (user_id: string, session_ids: string[], reason = 'logout') =>
  ({
    event_id: `e-${session_ids.join()}`,
    occurred_at: new Date(clock).toISOString(),
    topic: 'identity.session.v1',
    key: user_id,
    type: 'SessionsRevoked',
    payload: { user_id, session_ids, reason, revoked_at: new Date(clock).toISOString() },
  }) as EventEnvelope;

test("a revoked session's tokens are refused whatever their iat; other sessions of the user pass", () => {
  set.revokeSessions(['s-1']);
  expect(set.refuses(token('s-1'))).toBe(true);
  expect(set.refuses(token('s-1', 'u-1', clock + 5000))).toBe(true); // even one signed later (a racing refresh)
  expect(set.refuses(token('s-2'))).toBe(false);
  expect(set.refuses(token('s-3', 'u-2'))).toBe(false);
});

test('the event stream before the start-up list, or after it: the same set', async () => {
  const load = (sessionIds: string[]) =>
    loadRevocations(
      { ListDisabledUsersSince: async () => ({ user_ids: [] }), ListRevokedSessionsSince: async () => ({ session_ids: sessionIds }) },
      set,
      { accessTtlMs: TTL_MS, logger: { info: () => {}, warn: () => {} }, now: () => clock },
    ).done;
  set.revokeSessions(['s-event-first']); // heard while the list was on its way, and not in it
  await load(['s-seeded', 's-both']);
  set.revokeSessions(['s-both', 's-event-after']);
  for (const sid of ['s-event-first', 's-seeded', 's-both', 's-event-after']) expect(set.refuses(token(sid))).toBe(true);
  expect(set.size).toEqual({ users: 0, sessions: 4 });
});

test('an entry lasts one access-token lifetime plus the slack from when it was heard, then is forgotten unasked', () => {
  set.revokeSessions(['s-old']);
  clock += TTL_MS;
  set.revokeSessions(['s-new']);
  set.disableUser('u-9');
  // Still inside the window: a token signed just before the revocation may be alive on a skewed clock.
  expect(set.refuses(token('s-old'))).toBe(true);
  clock += CLOCK_SLACK_MS + 1;
  // s-old is gone without its token ever being presented again (memory stays bounded)...
  expect(set.size).toEqual({ users: 1, sessions: 1 });
  expect(set.refuses(token('s-old'))).toBe(false);
  expect(set.refuses(token('s-new'))).toBe(true);
  // ...and hearing an id again restarts its window.
  set.revokeSessions(['s-new']);
  clock += TTL_MS;
  expect(set.refuses(token('s-new'))).toBe(true);
  clock += CLOCK_SLACK_MS + 1;
  expect(set.size).toEqual({ users: 0, sessions: 0 });
});

test('a burst of logouts is bounded by the window, not by the uptime', () => {
  for (let i = 0; i < 10_000; i++) {
    set.revokeSessions([`s-${i}`]);
    clock += 1000; // one logout a second
  }
  // Only the last lifetime + slack (660 s) of them are remembered.
  expect(set.size.sessions).toBe((TTL_MS + CLOCK_SLACK_MS) / 1000);
});

test('the listener revokes the listed sessions and ends their live streams; other events and empty lists change nothing', () => {
  const ended: Array<[string, string[]]> = [];
  const disabled: string[] = [];
  const listener = revocationsListener(set, { sessionsRevoked: (u, ids) => void ended.push([u, ids]), userDisabled: (u) => void disabled.push(u) });
  expect(listener.topics).toEqual(['identity.user.v1', 'identity.session.v1']);
  void listener.handle(revoked('u-1', ['s-1', 's-2'], 'password_changed'));
  void listener.handle(revoked('u-2', []));
  void listener.handle({ ...revoked('u-3', ['s-3']), type: 'SomethingElse' } as EventEnvelope);
  expect(ended).toEqual([['u-1', ['s-1', 's-2']]]);
  expect(disabled).toEqual([]);
  expect([set.refuses(token('s-1')), set.refuses(token('s-2')), set.refuses(token('s-3', 'u-3'))]).toEqual([true, true, false]);
});
