// The admin's user report and edits (issue 10): identity's users with billing's credits. Identity
// owns name, profile name and status (and refuses the self and last-admin cases); billing owns the
// subscription and the credits. Both services check the admin actor the request carries
// (forRequest) and write the audit log themselves.
import { ADMIN_LIMITS, ADMIN_MSG, type AdminUserRow, type SubscriptionType, type UserStatus } from '@atelier/contracts';
import type { SubscriptionType__Output } from '@atelier/proto/gen/atelier/identity/v1/SubscriptionType';
import type { UserStatus__Output } from '@atelier/proto/gen/atelier/identity/v1/UserStatus';
import type { Handler, Handlers, Services } from './context';
import { cacheKeys } from '../cache/read-cache';
import { publicUser, roleOf, type IdentityUser } from './user-record';

const STATUS: Record<UserStatus, UserStatus__Output> = { active: 'USER_STATUS_ACTIVE', block: 'USER_STATUS_BLOCK', deactive: 'USER_STATUS_DEACTIVE' };
const SUBSCRIPTION: Record<SubscriptionType, SubscriptionType__Output> = { free: 'SUBSCRIPTION_TYPE_FREE', premium: 'SUBSCRIPTION_TYPE_PREMIUM' };
const STATUS_OF = Object.fromEntries(Object.entries(STATUS).map(([k, v]) => [v, k])) as Partial<Record<UserStatus__Output, UserStatus>>;

/** identity's user + their credits → the User Report's row. Deleted users never reach here
 *  (identity lists and edits none); an unexpected status reads as deactivated. */
export function adminUserRow(u: IdentityUser, credits: number): AdminUserRow {
  return {
    ...publicUser(u),
    id: u.id,
    createdAt: u.created_at,
    user_type: roleOf(u),
    status: STATUS_OF[u.status] ?? 'deactive',
    credits,
  };
}

/** This gateway refuses the user's tokens at once, not only when identity's UserStatusChanged
 *  comes round the event bus (which tells every other gateway process). */
function endSessions(s: Services, userId: string): void {
  s.app.revocations.disableUser(userId);
}

/** Credits of these users in one billing call (a page at most). */
async function creditsOf(s: Services, userIds: string[]): Promise<Record<string, number>> {
  if (userIds.length === 0) return {};
  return (await s.billing.GetCreditsBatch({ user_ids: userIds })).credits;
}

export const adminUsers: Handler<'adminUsers'> = async (s, { query }) => {
  const res = await s.identity.ListUsers({
    name: query.name ?? '',
    status: query.status ? STATUS[query.status] : 'USER_STATUS_UNSPECIFIED',
    subscription_type: query.subscription ? SUBSCRIPTION[query.subscription] : 'SUBSCRIPTION_TYPE_UNSPECIFIED',
    page: query.page ?? 1,
    page_size: ADMIN_LIMITS.userPageSize,
  });
  const credits = await creditsOf(s, res.users.map((u) => u.id));
  return { status: 'success', data: { rows: res.users.map((u) => adminUserRow(u, credits[u.id] ?? 0)), count: res.total } };
};

/** Identity first (it may refuse: self, last admin, unknown user — then billing is not asked);
 *  billing only when the subscription changes. The answer is the row as it now stands: identity's
 *  copy of the subscription follows billing's event a moment later, so the new value is billing's. */
export const adminUpdateUser: Handler<'adminUpdateUser'> = async (s, { params, body }) => {
  const { user } = await s.identity.UpdateUser({ user_id: params.id, name: body.name, profile_name: body.profile_name, status: STATUS[body.status!] });
  s.reads.invalidate(cacheKeys.user(params.id));
  if (body.status !== 'active') endSessions(s, params.id);
  let subscription = publicUser(user!).user_subscription_type;
  if (body.user_subscription_type !== subscription) {
    subscription = (await s.billing.SetSubscription({ user_id: params.id, subscription_type: body.user_subscription_type! })).subscription_type as SubscriptionType;
  }
  const credits = await creditsOf(s, [params.id]);
  return { status: 'success', msg: ADMIN_MSG.userUpdated, data: { ...adminUserRow(user!, credits[params.id] ?? 0), user_subscription_type: subscription } };
};

export const adminDeleteUser: Handler<'adminDeleteUser'> = async (s, { params }) => {
  await s.identity.DeleteUser({ user_id: params.id });
  s.reads.invalidate(cacheKeys.user(params.id));
  endSessions(s, params.id);
  return { status: 'success', msg: ADMIN_MSG.userDeleted };
};

export const adminUserHandlers = {
  adminUsers,
  adminUpdateUser,
  adminDeleteUser,
} satisfies Partial<Handlers>;
