// When a refusal lifts, as the whole seconds a Retry-After says (AppError's retryAfterSeconds): the
// sign-in throttle and the code-send limits both answer with it.

/** Whole seconds from `now` until `until` (ms since the epoch), at least 1: a Retry-After of 0
 *  would invite a retry that is still refused. */
export function secondsUntil(until: number, now: Date | number): number {
  return Math.max(1, Math.ceil((until - (typeof now === 'number' ? now : now.getTime())) / 1000));
}
