// The dashboard projection's pure fold: what each event means (readEvent), last-writer-wins per
// field group by (event time, event id), sticky deletion that erases personal data, the dashboard's
// rules (users, premium users, images, revenue per currency net of refunds, a zero-filled series),
// and the property the rebuild relies on: any order, with duplicates, folds to the same projection.
import { randomUUID } from 'node:crypto';
import { ADMIN_LIMITS } from '@atelier/contracts';
import { dashboardOf, factsOf, foldEnvelopes, foldUser, newer, readEvent, seriesDates, type AdminEvent, type Envelope } from '../../src/domain/projection';
import { ev, shuffled } from '../support/events';

const U1 = randomUUID();
const U2 = randomUUID();
const ADMIN = randomUUID();
const TODAY = new Date('2026-11-23T10:00:00.000Z');
const dash = (envs: Envelope[]) => dashboardOf(factsOf(foldEnvelopes(envs)), TODAY, ADMIN_LIMITS.seriesDays);
const read = (e: Envelope) => readEvent(e) as AdminEvent;

describe('readEvent', () => {
  test('each consumed type, its time from the payload where it has one', () => {
    const reg = ev.registered(U1, '2026-11-20T09:00:00.000Z', { subscription: 'premium' });
    expect(read(reg)).toMatchObject({ kind: 'registered', userId: U1, role: 'user', subscription: 'premium', at: new Date('2026-11-20T09:00:00.000Z') });
    const sub = { ...ev.subscription(U1, '2026-11-21T00:00:00.000Z', 'free'), occurred_at: '2026-11-22T00:00:00.000Z' };
    expect(read(sub)).toMatchObject({ kind: 'subscription', at: new Date('2026-11-21T00:00:00.000Z') });
    // UserStatusChanged has no time of its own: the envelope's.
    expect(read(ev.status(U1, '2026-11-22T01:00:00.000Z', 'deleted'))).toMatchObject({ kind: 'status', status: 'deleted', at: new Date('2026-11-22T01:00:00.000Z') });
    expect(read(ev.job(U1, '2026-11-22T02:00:00.000Z', 4))).toMatchObject({ kind: 'images', count: 4 });
    expect(read(ev.captured(U1, '2026-11-22T03:00:00.000Z', 49999, 'INR'))).toMatchObject({ kind: 'revenue', currency: 'INR', amount: 49999 });
    expect(read(ev.refunded(U1, '2026-11-22T03:00:00.000Z', 499, 'USD'))).toMatchObject({ kind: 'revenue', currency: 'USD', amount: -499 });
  });

  test('an unreadable payload time falls back to the envelope; other types and broken payloads are null', () => {
    const e = ev.job(U1, '2026-11-22T02:00:00.000Z', 1);
    (e.payload as Record<string, unknown>).finished_at = '';
    expect(read(e).at).toEqual(new Date('2026-11-22T02:00:00.000Z'));
    expect(readEvent({ ...e, type: 'JobFailed' })).toBeNull();
    expect(readEvent({ ...ev.status(U1, TODAY.toISOString(), 'asleep') })).toBeNull();
    expect(readEvent({ ...ev.captured(U1, TODAY.toISOString(), 100, 'EUR') })).toBeNull();
    expect(readEvent({ ...ev.captured(U1, TODAY.toISOString(), -5, 'INR') })).toBeNull();
    expect(readEvent({ ...ev.registered('not-a-uuid', TODAY.toISOString()) })).toBeNull();
    expect(readEvent({ ...ev.job(U1, TODAY.toISOString(), 1), occurred_at: 'yesterday' })).toBeNull();
  });
});

describe('foldUser', () => {
  test('newer: later time wins, equal times go to the greater event id', () => {
    const t = new Date(0);
    expect(newer({ at: new Date(1), id: 'a' }, { at: t, id: 'z' })).toBe(true);
    expect(newer({ at: t, id: 'b' }, { at: t, id: 'a' })).toBe(true);
    expect(newer({ at: t, id: 'a' }, { at: t, id: 'b' })).toBe(false);
    expect(newer({ at: t, id: 'a' }, null)).toBe(true);
  });

  test('status: the newest change wins whatever order they arrive in', () => {
    const reg = read(ev.registered(U1, '2026-11-20T00:00:00.000Z'));
    const block = read(ev.status(U1, '2026-11-21T00:00:00.000Z', 'block'));
    const active = read(ev.status(U1, '2026-11-22T00:00:00.000Z', 'active'));
    const inOrder = [reg, block, active].reduce((u, e) => foldUser(u, e), undefined as ReturnType<typeof foldUser> | undefined);
    const reversed = [active, block, reg].reduce((u, e) => foldUser(u, e), undefined as ReturnType<typeof foldUser> | undefined);
    expect(inOrder).toEqual(reversed);
    expect(inOrder).toMatchObject({ status: 'active', counted: true });
  });

  test('deletion is sticky and erases name and email, even against a later profile update', () => {
    const reg = read(ev.registered(U1, '2026-11-20T00:00:00.000Z', { name: 'Ann', email: 'ann@example.com', subscription: 'premium' }));
    const del = read(ev.status(U1, '2026-11-21T00:00:00.000Z', 'deleted'));
    const later = read(ev.profile(U1, '2026-11-22T00:00:00.000Z', 'Deleted user', 'deleted-x@deleted.invalid'));
    const reactivated = read(ev.status(U1, '2026-11-23T00:00:00.000Z', 'active'));
    for (const order of [[reg, del, later, reactivated], [later, reactivated, del, reg], [del, reg, reactivated, later]]) {
      const u = order.reduce((acc, e) => foldUser(acc, e), undefined as ReturnType<typeof foldUser> | undefined)!;
      expect(u).toMatchObject({ deleted: true, name: '', email: '', counted: false, premium: false });
    }
  });

  test('premium: a counted, active user (not an admin) on the premium subscription', () => {
    const cases: Array<[Envelope[], boolean]> = [
      [[ev.registered(U1, '2026-11-20T00:00:00.000Z'), ev.subscription(U1, '2026-11-21T00:00:00.000Z', 'premium')], true],
      [[ev.registered(U1, '2026-11-20T00:00:00.000Z', { subscription: 'premium' })], true],
      [[ev.registered(U1, '2026-11-20T00:00:00.000Z', { subscription: 'premium', role: 'admin' })], false],
      [[ev.registered(U1, '2026-11-20T00:00:00.000Z', { subscription: 'premium' }), ev.status(U1, '2026-11-21T00:00:00.000Z', 'block')], false],
      [[ev.registered(U1, '2026-11-20T00:00:00.000Z', { subscription: 'premium' }), ev.status(U1, '2026-11-21T00:00:00.000Z', 'deactive')], false],
      // An older subscription change loses to the registration's newer state.
      [[ev.registered(U1, '2026-11-20T00:00:00.000Z'), ev.subscription(U1, '2026-11-19T00:00:00.000Z', 'premium')], false],
      // Known only from billing: not a user until identity's registration arrives.
      [[ev.subscription(U1, '2026-11-21T00:00:00.000Z', 'premium')], false],
    ];
    for (const [envs, premium] of cases) expect([envs.map((e) => e.type), dash(envs).totalPremiumUser]).toEqual([envs.map((e) => e.type), premium ? 1 : 0]);
  });
});

describe('the dashboard', () => {
  const history = (): Envelope[] => [
    ev.registered(U1, '2026-11-20T08:00:00.000Z'),
    ev.registered(U2, '2026-11-23T08:00:00.000Z', { subscription: 'premium' }),
    ev.registered(ADMIN, '2026-10-01T08:00:00.000Z', { role: 'admin' }),
    ev.subscription(U1, '2026-11-21T08:00:00.000Z', 'premium'),
    ev.status(U1, '2026-11-22T08:00:00.000Z', 'block'),
    ev.status(U1, '2026-11-22T09:00:00.000Z', 'active'),
    ev.profile(U2, '2026-11-23T09:00:00.000Z', 'Bea', 'bea@example.com'),
    ev.job(U1, '2026-11-21T10:00:00.000Z', 4),
    ev.job(U2, '2026-11-23T10:00:00.000Z', 1),
    ev.job(U2, '2026-09-01T10:00:00.000Z', 2),
    ev.captured(U1, '2026-11-21T08:00:00.000Z', 49999, 'INR'),
    ev.captured(U2, '2026-11-23T08:00:00.000Z', 999, 'USD'),
    ev.captured(U2, '2026-11-23T08:30:00.000Z', 49999, 'INR'),
    ev.refunded(U2, '2026-11-23T09:00:00.000Z', 20000, 'INR'),
  ];

  test('totals and the series', () => {
    const d = dash(history());
    expect(d).toMatchObject({ users: 3, totalPremiumUser: 2, totalImageGenerated: 7, totalRevenue: { INR: 79998, USD: 999 }, updatedAt: '2026-11-23T10:00:00.000Z' });
    expect(d.series).toHaveLength(ADMIN_LIMITS.seriesDays);
    expect(d.series.at(-1)).toEqual({ date: '2026-11-23', signups: 1, images: 1, revenue: { INR: 29999, USD: 999 } });
    expect(d.series.find((s) => s.date === '2026-11-21')).toEqual({ date: '2026-11-21', signups: 0, images: 4, revenue: { INR: 49999, USD: 0 } });
    expect(d.series[0]).toEqual({ date: '2026-10-25', signups: 0, images: 0, revenue: { INR: 0, USD: 0 } });
    // Days before the window count in the totals (the admin's sign-up, September's images), not in the series.
    expect(d.series.reduce((n, s) => n + s.signups, 0)).toBe(2);
  });

  test('order-independent and idempotent: shuffled and duplicated histories fold to the same projection', () => {
    const events = history();
    const expected = foldEnvelopes(events);
    for (let seed = 1; seed <= 50; seed++) {
      const p = foldEnvelopes(shuffled([...events, ...events, ...events.slice(0, 5)], seed));
      expect([seed, p]).toEqual([seed, expected]);
    }
  });

  test('an empty projection: zeros, both currencies, updatedAt null', () => {
    const d = dash([]);
    expect(d).toMatchObject({ users: 0, totalPremiumUser: 0, totalImageGenerated: 0, totalRevenue: { INR: 0, USD: 0 }, updatedAt: null });
    expect(d.series.every((s) => s.signups === 0 && s.images === 0 && s.revenue.INR === 0 && s.revenue.USD === 0)).toBe(true);
  });

  test('seriesDates: UTC days ending today, oldest first, across a month end', () => {
    expect(seriesDates(new Date('2026-03-02T23:59:59.000Z'), 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
