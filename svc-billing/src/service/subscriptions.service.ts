// The subscription is billing's (a paid purchase makes a customer premium, payments.service.ts);
// an admin can also set it from the user report (issue 10). A change emits SubscriptionChanged
// (identity and svc-admin follow it) and records user.update in the audit log, both in the
// transaction of the change.
import { ADMIN_MSG, AUTH_MSG, SubscriptionType } from '@atelier/contracts';
import { AppError, isUuid, type Actor } from '@atelier/platform';
import { TOPICS, topicEvent } from '@atelier/proto/events';
import { lockSubscription, setSubscription as setSubscriptionRow } from '../repo/customers.repository';
import { recordAdminAction } from './audit';
import type { BillingContext } from './context';

export async function setSubscription(ctx: BillingContext, actor: Actor, userId: string, tier: string): Promise<{ subscriptionType: SubscriptionType; changed: boolean }> {
  const parsed = SubscriptionType.safeParse(tier);
  if (!parsed.success) throw new AppError('INVALID_ARGUMENT', ADMIN_MSG.userSubscription);
  const next = parsed.data;
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', AUTH_MSG.userNotFound);
  return ctx.db.transaction().execute(async (trx) => {
    const customer = await lockSubscription(trx, userId);
    if (!customer) throw new AppError('NOT_FOUND', AUTH_MSG.userNotFound);
    if (customer.subscription_type === next) return { subscriptionType: next, changed: false };
    const at = ctx.now();
    await setSubscriptionRow(trx, userId, next, at);
    await ctx.outbox.add(trx, topicEvent(TOPICS.subscriptions, 'SubscriptionChanged', userId, { user_id: userId, subscription_type: next, changed_at: at.toISOString() }));
    await recordAdminAction(ctx, trx, actor, {
      action: 'user.update',
      entity_type: 'user',
      entity_id: userId,
      before: { user_subscription_type: customer.subscription_type },
      after: { user_subscription_type: next },
    });
    return { subscriptionType: next, changed: true };
  });
}
