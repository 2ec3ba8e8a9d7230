// proto <-> domain conversions for identity's gRPC messages (enums, users, sessions, client info).
import { AppError } from '@atelier/platform';
import type { ClientInfo__Output } from '@atelier/proto/gen/atelier/identity/v1/ClientInfo';
import type { Role__Output } from '@atelier/proto/gen/atelier/identity/v1/Role';
import type { Session } from '@atelier/proto/gen/atelier/identity/v1/Session';
import type { SubscriptionType__Output } from '@atelier/proto/gen/atelier/identity/v1/SubscriptionType';
import type { User as ProtoUser } from '@atelier/proto/gen/atelier/identity/v1/User';
import type { UserStatus__Output } from '@atelier/proto/gen/atelier/identity/v1/UserStatus';
import { AUTH_MSG } from '@atelier/contracts';
import type { Role, SettableStatus, SubscriptionType, User, UserStatus } from '../domain/user';
import type { ClientInfo, IssuedSession } from '../service/sessions.service';

const ROLE: Record<Role, Role__Output> = { user: 'ROLE_USER', admin: 'ROLE_ADMIN' };
const SUBSCRIPTION: Record<SubscriptionType, SubscriptionType__Output> = {
  free: 'SUBSCRIPTION_TYPE_FREE',
  premium: 'SUBSCRIPTION_TYPE_PREMIUM',
};
const STATUS: Record<UserStatus, UserStatus__Output> = {
  active: 'USER_STATUS_ACTIVE',
  block: 'USER_STATUS_BLOCK',
  deactive: 'USER_STATUS_DEACTIVE',
  deleted: 'USER_STATUS_DELETED',
};

function reverse<K extends string, V extends string>(m: Record<K, V>): Partial<Record<V, K>> {
  return Object.fromEntries(Object.entries(m).map(([k, v]) => [v, k])) as Partial<Record<V, K>>;
}
const STATUS_OF = reverse(STATUS);
const SUBSCRIPTION_OF = reverse(SUBSCRIPTION);

export function toProtoUser(u: User): ProtoUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    profile_name: u.profileName,
    profile_pic: u.profilePic ?? '',
    role: ROLE[u.role],
    subscription_type: SUBSCRIPTION[u.subscriptionType],
    status: STATUS[u.status],
    created_at: u.createdAt.toISOString(),
  };
}

export function toProtoSession(s: IssuedSession): Session {
  return { session_id: s.sessionId, refresh_token: s.refreshToken, refresh_expires_at: s.expiresAt.toISOString() };
}

export function fromClientInfo(c: ClientInfo__Output | null): ClientInfo {
  return { ip: c?.ip ?? '', userAgent: c?.user_agent ?? '' };
}

/** A status an admin sets: UNSPECIFIED is a caller bug, and DELETED is DeleteUser's. */
export function requiredStatus(s: UserStatus__Output): SettableStatus {
  const status = STATUS_OF[s];
  if (!status || status === 'deleted') throw new AppError('INVALID_ARGUMENT', AUTH_MSG.statusRequired);
  return status;
}

/** A filter value: UNSPECIFIED means "any". */
export function optionalStatus(s: UserStatus__Output): UserStatus | undefined {
  return STATUS_OF[s];
}

export function optionalSubscription(s: SubscriptionType__Output): SubscriptionType | undefined {
  return SUBSCRIPTION_OF[s];
}

/** An RFC 3339 time a caller must send (a gateway bug otherwise: never shown to a person). */
export function requiredTime(text: string): Date {
  const at = new Date(text);
  if (!text || Number.isNaN(at.getTime())) throw new AppError('INVALID_ARGUMENT', 'an RFC 3339 time is required');
  return at;
}
