// Who may keep a generation private (spec §6: "Users with user_subscription_type free have the Make
// Public switch disabled (in generation and in-painting); the form default stays true"; §9: "free
// subscription cannot toggle it"). The studio only disables the switch, so the rule is enforced
// here, where every submit passes (issue 11). Up-scale and out-paint have no switch: their results
// are always private, for everyone, so the rule does not concern them.
import { IMAGING_MSG } from '@atelier/contracts';
import type { Operation, SubscriptionType } from './types';

/** The operations whose requests carry the Make Public choice. */
const WITH_MAKE_PUBLIC: ReadonlySet<Operation> = new Set(['text2img', 'inpaint']);

/** Why this request's visibility is refused, or null. A free user asking for a private
 *  generation or in-painting is refused (with words saying why), not silently published: the
 *  user asked for privacy, and publishing against that request would be worse than a refusal. */
export function makePublicRefusal(operation: Operation, subscription: SubscriptionType, makePublic: boolean): string | null {
  if (!WITH_MAKE_PUBLIC.has(operation) || makePublic || subscription === 'premium') return null;
  return IMAGING_MSG.privateNeedsPremium;
}
