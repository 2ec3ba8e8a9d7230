// Sessions end at once (issue 10, admin-design decision 2). Access tokens are checked here without
// a gRPC hop, so on its own a blocked, deactivated or deleted user's token would keep working until
// it expires. Identity revokes their refresh sessions and emits UserStatusChanged; every gateway
// process hears it on the event bus and refuses that user's access tokens issued before it heard
// it. At start a gateway asks identity who was disabled within the last access-token lifetime
// (older tokens have expired anyway), so a restart forgets nobody.
//
// Memory stays bounded: an entry matters for one access-token lifetime only — every token issued
// before the change has expired by then, and identity issues none to a disabled account.
import type { EventEnvelope, Listener, Logger } from '@atelier/platform';
import { isEvent, TOPICS } from '@atelier/proto/events';
import type { IdentityClient } from '../clients/service-clients';

export class DisabledUsers {
  /** user id → when this gateway learnt the user was disabled (ms). */
  private readonly since = new Map<string, number>();
  /** Ids the event stream decided while the start-up list was on its way (the events are newer). */
  private heardBeforeSeed: Set<string> | null = new Set();

  constructor(
    private readonly accessTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A user was blocked, deactivated or deleted: their tokens issued until now are refused. */
  disable(userId: string): void {
    this.since.set(userId, this.now());
    this.heardBeforeSeed?.add(userId);
  }

  /** A user is active again. Tokens from before the change stay refused (their sessions were
   *  revoked); the ones of their next sign-in are issued after it and pass. */
  enable(userId: string): void {
    this.heardBeforeSeed?.add(userId);
  }

  /** The start-up list from identity; ids the event stream already decided keep that decision. */
  seed(userIds: string[]): void {
    const heard = this.heardBeforeSeed ?? new Set<string>();
    for (const id of userIds) if (!heard.has(id)) this.since.set(id, this.now());
    this.heardBeforeSeed = null;
  }

  /** Whether an access token of `userId` issued at `issuedAtSeconds` (the JWT's iat) is refused. */
  refuses(userId: string, issuedAtSeconds: number | undefined): boolean {
    const since = this.since.get(userId);
    if (since === undefined) return false;
    if (this.now() - since > this.accessTtlMs) {
      this.since.delete(userId); // every token that could be refused has expired
      return false;
    }
    return (issuedAtSeconds ?? 0) * 1000 <= since;
  }

  /** How many users are remembered (for tests and metrics). */
  get size(): number {
    return this.since.size;
  }
}

/** The event-bus listener feeding `users` from identity's UserStatusChanged (every gateway process
 *  hears every event: a fan-out listener, not a consumer group). `onDisabled` ends what the user
 *  still holds open on this process (the live stream). */
export function disabledUsersListener(users: DisabledUsers, onDisabled: (userId: string) => void = () => {}): Listener {
  return {
    name: 'gateway.user-status',
    topics: [TOPICS.users],
    handle(e: EventEnvelope) {
      if (!isEvent(e, TOPICS.users, 'UserStatusChanged')) return;
      const { user_id: id, status } = e.payload;
      if (!id) return;
      if (status === 'active') users.enable(id);
      else {
        users.disable(id);
        onDisabled(id);
      }
    },
  };
}

/**
 * Loads who identity disabled within the last access-token lifetime. Identity may still be
 * starting (distributed mode), so a failure is retried every `retryMs` until it answers or
 * `stop()` is called; meanwhile the event stream already feeds the set.
 */
export function loadDisabledUsers(
  identity: Pick<IdentityClient, 'ListDisabledUsersSince'>,
  users: DisabledUsers,
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
        const { user_ids } = await identity.ListDisabledUsersSince({ since: new Date(now() - opts.accessTtlMs).toISOString() });
        users.seed(user_ids);
        opts.logger.info({ users: user_ids.length }, 'disabled users loaded');
        resolve();
      } catch (err) {
        if (stopped) return resolve();
        opts.logger.warn({ err }, 'could not load the disabled users from identity; retrying');
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
