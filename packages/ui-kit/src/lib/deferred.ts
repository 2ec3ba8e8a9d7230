// When a screen (or an area, or a list) that waited for an answer may draw what the answer uncovers.
// An answer reaches React through a store subscription (TanStack Query's, a zustand store), and React
// renders such an update synchronously: the whole new tree in one task, 100–150 ms at Lighthouse's
// 4× CPU (its total blocking time). Through useDeferredValue, that update still draws the waiting
// state and the new tree is rendered in the background, yielding to the browser every 5 ms; only its
// commit is one task. The other way — an answer going away, a screen loading again — is not
// deferred: what is gone is never drawn one render late.
import { useDeferredValue } from 'react';

/** `ready`, once a deferred render has drawn it; `false` at once when it turns false. */
export function useDeferredReady(ready: boolean): boolean {
  return useDeferredValue(ready) && ready;
}
