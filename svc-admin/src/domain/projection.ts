// The dashboard projection as a pure fold (no I/O): which events count (readEvent), how one event
// changes a user's row (foldUser) and the day's counters (dayDelta), and the dashboard read from
// them (dashboardOf). The fold is ORDER-INDEPENDENT and IDEMPOTENT per event id, so the live
// consumers (one event at a time, in whatever order the bus delivers) and a rebuild from the event
// log (all at once, in log order) reach the same projection:
// - a user's field groups (registration, profile, status, subscription) each keep the value of the
//   newest version, a version being (event time, event id) — last writer wins, ties broken by id;
// - deletion is sticky (once deleted, always deleted) and erases name and email whatever comes later;
// - day counters only add, and addition commutes.
// Event time is the payload's own time where it has one (registered_at, changed_at, finished_at,
// captured_at, refunded_at), else the envelope's occurred_at (admin-design §8).
import { Currency, Role, SubscriptionType, type Dashboard, type DashboardDay, type MoneyByCurrency } from '@atelier/contracts';
import { isUuid } from '@atelier/platform/src/pure';
import { TOPICS } from '@atelier/proto/events';

export const USER_STATUSES = ['active', 'block', 'deactive', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The envelope fields the fold reads (the kit's EventEnvelope, or a row of the event log). */
export interface Envelope {
  event_id: string;
  occurred_at: string;
  topic: string;
  type: string;
  payload: unknown;
}

/** (event time, event id): what last-writer-wins compares. */
export interface Version {
  at: Date;
  id: string;
}

/** A projection event: what one consumed envelope means to the dashboard. */
export type AdminEvent = { id: string; at: Date } & (
  | { kind: 'registered'; userId: string; name: string; email: string; role: Role; subscription: SubscriptionType }
  | { kind: 'status'; userId: string; status: UserStatus }
  | { kind: 'profile'; userId: string; name: string; email: string }
  | { kind: 'subscription'; userId: string; subscription: SubscriptionType }
  | { kind: 'images'; count: number }
  /** Captured (amount > 0) or refunded (amount < 0), subunits. */
  | { kind: 'revenue'; currency: Currency; amount: number }
);

/** The topics the projection consumes (the audit topic has its own consumer and table). */
export const PROJECTION_TOPICS = [TOPICS.users, TOPICS.subscriptions, TOPICS.jobs, TOPICS.payments];

/** One user as the projection knows them. Fields stay null until an event sets them. */
export interface UserState {
  userId: string;
  /** The first registration's time and role. */
  registered: Version | null;
  role: Role | null;
  name: string;
  email: string;
  profile: Version | null;
  status: UserStatus | null;
  statusVersion: Version | null;
  subscription: SubscriptionType | null;
  subscriptionVersion: Version | null;
  deleted: boolean;
  /** Derived (classify): counts in `users`, and in `totalPremiumUser`. */
  counted: boolean;
  premium: boolean;
}

/** A day's counters change by one event. */
export interface DayDelta {
  /** YYYY-MM-DD, UTC. */
  day: string;
  signups: number;
  images: number;
  revenue: Partial<Record<Currency, number>>;
}

const str = (v: unknown): v is string => typeof v === 'string';
const userId = (v: unknown): v is string => str(v) && isUuid(v);
const dateOf = (v: unknown): Date | null => {
  if (!str(v) || v === '') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};
const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T => str(v) && (values as readonly string[]).includes(v);

type Payload = Record<string, unknown>;
type Base = (ownTime?: unknown) => { id: string; at: Date };

/** How each consumed event reads, by "<topic> <type>": the one list of what the projection consumes. */
const READERS: Record<string, (p: Payload, base: Base) => AdminEvent | null> = {
  [`${TOPICS.users} UserRegistered`]: (p, base) => {
    const subscription = p.subscription_type === '' ? 'free' : p.subscription_type;
    if (!userId(p.user_id) || !str(p.name) || !str(p.email) || !oneOf(Role.options, p.role) || !oneOf(SubscriptionType.options, subscription)) return null;
    return { ...base(p.registered_at), kind: 'registered', userId: p.user_id, name: p.name, email: p.email, role: p.role, subscription };
  },
  [`${TOPICS.users} UserStatusChanged`]: (p, base) =>
    userId(p.user_id) && oneOf(USER_STATUSES, p.status) ? { ...base(), kind: 'status', userId: p.user_id, status: p.status } : null,
  [`${TOPICS.users} UserProfileUpdated`]: (p, base) =>
    userId(p.user_id) && str(p.name) && str(p.email) ? { ...base(), kind: 'profile', userId: p.user_id, name: p.name, email: p.email } : null,
  [`${TOPICS.subscriptions} SubscriptionChanged`]: (p, base) =>
    userId(p.user_id) && oneOf(SubscriptionType.options, p.subscription_type) ? { ...base(p.changed_at), kind: 'subscription', userId: p.user_id, subscription: p.subscription_type } : null,
  // Every image of a successful job counts (admin-design §8: images = image_ids.length).
  [`${TOPICS.jobs} JobSucceeded`]: (p, base) => (Array.isArray(p.image_ids) ? { ...base(p.finished_at), kind: 'images', count: p.image_ids.length } : null),
  [`${TOPICS.payments} PaymentCaptured`]: (p, base) => revenue(p, base(p.captured_at), 1),
  [`${TOPICS.payments} PaymentRefunded`]: (p, base) => revenue(p, base(p.refunded_at), -1),
};

function revenue(p: Payload, base: { id: string; at: Date }, sign: 1 | -1): AdminEvent | null {
  const amount = Number(p.amount);
  if (!oneOf(Currency.options, p.currency) || !Number.isSafeInteger(amount) || amount < 0) return null;
  return { ...base, kind: 'revenue', currency: p.currency, amount: sign * amount };
}

/** Whether the projection consumes this event type (valid or not). */
export const isProjectionEvent = (e: { topic: string; type: string }): boolean => `${e.topic} ${e.type}` in READERS;

/** What an envelope means to the projection; null when it does not count (another type) or lacks
 *  what the fold relies on (the consumer logs and skips it). */
export function readEvent(e: Envelope): AdminEvent | null {
  const reader = READERS[`${e.topic} ${e.type}`];
  const envelopeAt = dateOf(e.occurred_at);
  if (!reader || !envelopeAt || !str(e.event_id)) return null;
  return reader((e.payload ?? {}) as Payload, (own) => ({ id: e.event_id, at: dateOf(own) ?? envelopeAt }));
}

/** Whether version `a` wins over `b` (a newer time, or the same time and a greater event id). */
export function newer(a: Version, b: Version | null): boolean {
  if (!b) return true;
  const d = a.at.getTime() - b.at.getTime();
  return d > 0 || (d === 0 && a.id > b.id);
}

export function emptyUser(userId: string): UserState {
  return {
    userId,
    registered: null,
    role: null,
    name: '',
    email: '',
    profile: null,
    status: null,
    statusVersion: null,
    subscription: null,
    subscriptionVersion: null,
    deleted: false,
    counted: false,
    premium: false,
  };
}

/** The dashboard's rules for one user: a user counts once registered and until deleted (admins
 *  included); a premium user is a counted, active user (role user) on the premium subscription. */
export function classify(u: UserState): UserState {
  const counted = u.registered !== null && !u.deleted;
  return { ...u, counted, premium: counted && u.role === 'user' && u.status === 'active' && u.subscription === 'premium' };
}

/** `row` after event `e` (a user event); `row` unchanged for any other kind. */
export function foldUser(row: UserState | undefined, e: AdminEvent): UserState {
  if (!('userId' in e)) throw new Error(`foldUser: ${e.kind} is not a user event`);
  let u: UserState = { ...(row ?? emptyUser(e.userId)) };
  const v: Version = { at: e.at, id: e.id };
  const profile = (name: string, email: string) => {
    if (newer(v, u.profile)) u = { ...u, name, email, profile: v };
  };
  const status = (s: UserStatus) => {
    if (newer(v, u.statusVersion)) u = { ...u, status: s, statusVersion: v };
    if (s === 'deleted') u = { ...u, deleted: true };
  };
  const subscription = (s: SubscriptionType) => {
    if (newer(v, u.subscriptionVersion)) u = { ...u, subscription: s, subscriptionVersion: v };
  };
  switch (e.kind) {
    case 'registered':
      // The first registration fixes when and as what; it also stands for the profile, status and
      // subscription at that moment (older than any later change, so later ones still win).
      if (!u.registered || newer(u.registered, v)) u = { ...u, registered: v, role: e.role };
      profile(e.name, e.email);
      status('active');
      subscription(e.subscription);
      break;
    case 'status':
      status(e.status);
      break;
    case 'profile':
      profile(e.name, e.email);
      break;
    case 'subscription':
      subscription(e.subscription);
      break;
  }
  // A deleted user's personal data is erased, whatever arrives before or after (admin-design §1).
  if (u.deleted) u = { ...u, name: '', email: '' };
  return classify(u);
}

export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** What event `e` adds to its day's counters; null when it adds nothing. */
export function dayDelta(e: AdminEvent): DayDelta | null {
  const d = { day: dayOf(e.at), signups: 0, images: 0, revenue: {} };
  switch (e.kind) {
    case 'registered':
      return { ...d, signups: 1 };
    case 'images':
      return e.count > 0 ? { ...d, images: e.count } : null;
    case 'revenue':
      return { ...d, revenue: { [e.currency]: e.amount } };
    default:
      return null;
  }
}

/** The whole projection in memory: a rebuild folds the log into one, and the unit tests compare them. */
export interface Projection {
  users: Map<string, UserState>;
  days: Map<string, DayDelta>;
  /** The newest event time folded in. */
  updatedAt: Date | null;
}

export const emptyProjection = (): Projection => ({ users: new Map(), days: new Map(), updatedAt: null });

/** Adds delta `d` to day counters `into` (same day). */
export function addDelta(into: DayDelta | undefined, d: DayDelta): DayDelta {
  const revenue = { ...(into?.revenue ?? {}) };
  for (const [c, amount] of Object.entries(d.revenue) as Array<[Currency, number]>) revenue[c] = (revenue[c] ?? 0) + amount;
  return { day: d.day, signups: (into?.signups ?? 0) + d.signups, images: (into?.images ?? 0) + d.images, revenue };
}

/** `p` after event `e`, with foldUser and dayDelta — the same functions the live consumers apply. */
export function applyEvent(p: Projection, e: AdminEvent): Projection {
  if ('userId' in e) p.users.set(e.userId, foldUser(p.users.get(e.userId), e));
  const d = dayDelta(e);
  if (d) p.days.set(d.day, addDelta(p.days.get(d.day), d));
  if (!p.updatedAt || e.at > p.updatedAt) p.updatedAt = e.at;
  return p;
}

/** The projection of a set of envelopes: each event id once, unreadable ones skipped. */
export function foldEnvelopes(envelopes: Iterable<Envelope>): Projection {
  const seen = new Set<string>();
  const p = emptyProjection();
  for (const env of envelopes) {
    if (seen.has(env.event_id)) continue;
    seen.add(env.event_id);
    const e = readEvent(env);
    if (e) applyEvent(p, e);
  }
  return p;
}

// ---- the dashboard ----------------------------------------------------------------------------

/** What the store answers for the dashboard (repo/projection.repository.ts). */
export interface DashboardFacts {
  users: number;
  premium: number;
  images: number;
  revenue: Partial<Record<Currency, number>>;
  /** Counters of the days in the series window (others may be present; they are ignored). */
  days: DayDelta[];
  updatedAt: Date | null;
}

export const money = (m: Partial<Record<Currency, number>>): MoneyByCurrency => ({ INR: m.INR ?? 0, USD: m.USD ?? 0 });

/** The `days` UTC days ending today, oldest first. */
export function seriesDates(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => dayOf(new Date(end - (days - 1 - i) * 86_400_000)));
}

/** The REST Dashboard of `facts` on `today`: every currency present, the series zero-filled. */
export function dashboardOf(facts: DashboardFacts, today: Date, seriesDays: number): Dashboard {
  const byDay = new Map(facts.days.map((d) => [d.day, d]));
  const series: DashboardDay[] = seriesDates(today, seriesDays).map((date) => {
    const d = byDay.get(date);
    return { date, signups: d?.signups ?? 0, images: d?.images ?? 0, revenue: money(d?.revenue ?? {}) };
  });
  return {
    users: facts.users,
    totalPremiumUser: facts.premium,
    totalImageGenerated: facts.images,
    totalRevenue: money(facts.revenue),
    series,
    updatedAt: facts.updatedAt ? facts.updatedAt.toISOString() : null,
  };
}

/** The facts of an in-memory projection (what the store's queries compute from its tables). */
export function factsOf(p: Projection): DashboardFacts {
  const users = [...p.users.values()];
  const days = [...p.days.values()];
  const revenue: Partial<Record<Currency, number>> = {};
  for (const d of days) for (const [c, a] of Object.entries(d.revenue) as Array<[Currency, number]>) revenue[c] = (revenue[c] ?? 0) + a;
  return {
    users: users.filter((u) => u.counted).length,
    premium: users.filter((u) => u.premium).length,
    images: days.reduce((n, d) => n + d.images, 0),
    revenue,
    days,
    updatedAt: p.updatedAt,
  };
}
