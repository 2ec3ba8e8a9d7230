// The gateway's revocation set: which access tokens are refused although their signature and
// lifetime are fine (issue 10 for disabled users, issue 11 for sessions). Access tokens are checked
// here without a gRPC hop, so on their own a logged-out or blocked session's cookie would keep
// working until it expires (10 minutes). Identity tells every gateway on the event bus instead:
// - SessionsRevoked (TOPICS.sessions): the sessions that ended — logout, password change (every
//   session but the caller's), password reset (every session), refresh-token reuse, block... —
//   their tokens are refused whatever their iat (a revoked session gets no new token);
// - UserStatusChanged (TOPICS.users): a blocked, deactivated or deleted user's tokens issued
//   before this gateway heard it are refused (a re-activated user signs in anew, after it).
// At start a gateway asks identity for both within the last access-token lifetime (older tokens
// have expired anyway), so a restart forgets nobody; events heard meanwhile keep their decision.
//
// Memory stays bounded: an entry matters for one access-token lifetime (plus CLOCK_SLACK_MS) after
// it was heard — every token it refuses was issued before that and has expired by then — and
// entries are dropped in the order they were heard, on every change, whether or not their token is
// ever presented again.
import type { EventEnvelope, Listener, Logger } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { IdentityClient } from '../clients/service-clients';

/** Covers clocks that differ between gateways and identity, and a refresh that was answered just
 *  before its session was revoked (its token is signed a moment later). */
export const CLOCK_SLACK_MS = 60_000;

/** The claims of an access token that revocation judges. */
export interface RevocableClaims {
  sub: string;
  sid: string;
  /** Issued at (seconds). */
  iat?: number;
}

export class Revocations {
  /** user id → when this gateway learnt the user was disabled (ms), oldest first. */
  private readonly users = new Map<string, number>();
  /** session id → when this gateway learnt the session was revoked (ms), oldest first. */
  private readonly sessions = new Map<string, number>();
  /** User ids the event stream decided while the start-up list was on its way (the events are newer). */
  private heardBeforeSeed: Set<string> | null = new Set();
  private readonly keepMs: number;

  constructor(
    accessTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.keepMs = accessTtlMs + CLOCK_SLACK_MS;
  }

  /** A user was blocked, deactivated or deleted: their tokens issued until now are refused. */
  disableUser(userId: string): void {
    this.remember(this.users, userId);
    this.heardBeforeSeed?.add(userId);
  }

  /** A user is active again. Tokens from before the change stay refused (their sessions were
   *  revoked); the ones of their next sign-in are issued after it and pass. */
  enableUser(userId: string): void {
    this.heardBeforeSeed?.add(userId);
  }

  /** Sessions ended: every token carrying one of these ids is refused. A revocation is final, so
   *  the order against the start-up list does not matter. */
  revokeSessions(sessionIds: readonly string[]): void {
    for (const id of sessionIds) if (id) this.remember(this.sessions, id);
  }

  /** The start-up lists from identity; users the event stream already decided keep that decision. */
  seed(lists: { userIds: readonly string[]; sessionIds: readonly string[] }): void {
    const heard = this.heardBeforeSeed ?? new Set<string>();
    for (const id of lists.userIds) if (!heard.has(id)) this.remember(this.users, id);
    this.heardBeforeSeed = null;
    this.revokeSessions(lists.sessionIds);
  }

  /** Whether an access token with these claims is refused. */
  refuses(claims: RevocableClaims): boolean {
    this.forgetExpired();
    if (this.sessions.has(claims.sid)) return true;
    const since = this.users.get(claims.sub);
    return since !== undefined && (claims.iat ?? 0) * 1000 <= since;
  }

  /** How many users and sessions are remembered (for tests and metrics). */
  get size(): { users: number; sessions: number } {
    this.forgetExpired();
    return { users: this.users.size, sessions: this.sessions.size };
  }

  private remember(map: Map<string, number>, id: string): void {
    map.delete(id); // re-inserted at the end: the maps stay ordered by when each entry was heard
    map.set(id, this.now());
    this.forgetExpired();
  }

  /** Drops the entries heard more than keepMs ago: every token they could refuse has expired. */
  private forgetExpired(): void {
    const cutoff = this.now() - this.keepMs;
    for (const map of [this.users, this.sessions]) {
      for (const [id, at] of map) {
        if (at >= cutoff) break;
        map.delete(id);
      }
    }
  }
}

/** What a revocation ends on this process besides the tokens (the live streams). */
export interface RevocationHooks {
  userDisabled?: (userId: string) => void;
  sessionsRevoked?: (userId: string, sessionIds: string[]) => void;
}

/** The event-bus listener feeding `revocations` from identity's UserStatusChanged and
 *  SessionsRevoked (every gateway process hears every event: a fan-out listener, not a consumer
 *  group). The hooks end what the user or session still holds open on this process. */
export function revocationsListener(revocations: Revocations, hooks: RevocationHooks = {}): Listener {
  return {
    name: 'gateway.revocations',
    topics: [TOPICS.users, TOPICS.sessions],
    handle(e: EventEnvelope) {
      if (isEvent(e, TOPICS.sessions, 'SessionsRevoked')) {
        const { user_id: userId, session_ids: ids } = e.payload;
        if (!Array.isArray(ids) || !ids.length) return;
        revocations.revokeSessions(ids);
        if (userId) hooks.sessionsRevoked?.(userId, ids);
        return;
      }
      if (!isEvent(e, TOPICS.users, 'UserStatusChanged')) return;
      const { user_id: id, status } = e.payload;
      if (!id) return;
      if (status === 'active') revocations.enableUser(id);
      else {
        revocations.disableUser(id);
        hooks.userDisabled?.(id);
      }
    },
  };
}

/**
 * Loads who identity disabled, and which sessions it revoked, within the last access-token
 * lifetime (plus the slack). Identity may still be starting (distributed mode), so a failure is
 * retried every `retryMs` until it answers or `stop()` is called; meanwhile the event stream
 * already feeds the set.
 */
export function loadRevocations(
  identity: Pick<IdentityClient, 'ListDisabledUsersSince' | 'ListRevokedSessionsSince'>,
  revocations: Revocations,
  opts: { accessTtlMs: number; logger: Pick<Logger, 'warn' | 'info'>; retryMs?: number; now?: () => number },
): { done: Promise<void>; stop: () => void } {
  const now = opts.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
    const attempt = async () => {
      try {
        const since = new Date(now() - opts.accessTtlMs - CLOCK_SLACK_MS).toISOString();
        const [users, sessions] = await Promise.all([identity.ListDisabledUsersSince({ since }), identity.ListRevokedSessionsSince({ since })]);
        revocations.seed({ userIds: users.user_ids, sessionIds: sessions.session_ids });
        opts.logger.info({ users: users.user_ids.length, sessions: sessions.session_ids.length }, 'revoked sessions and disabled users loaded');
        resolve();
      } catch (err) {
        if (stopped) return resolve();
        opts.logger.warn({ err }, 'could not load the revoked sessions from identity; retrying');
        timer = setTimeout(() => void attempt(), opts.retryMs ?? 5000);
        timer.unref();
      }
    };
    void attempt();
  });
  return {
    done,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      finish();
    },
  };
}
