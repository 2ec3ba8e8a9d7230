// Generation history as spec §3/§4 describe it: images grouped by prompt, newest group first,
// pending images in place until their record comes back. The records themselves are server state
// (the user-images query); these pure functions are the edits the studio makes to that list while
// jobs run, and the grouping the screens show.
import type { ImageRecord } from '@atelier/contracts';

export interface PromptGroup {
  prompt: string;
  records: ImageRecord[];
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Groups records (newest first) by prompt; a group sits where its newest image sits. Failed
 * records are left out — only finished and still-running images belong in the history — except
 * those in `keepFailed` (the Playground keeps an image that failed while the user watched).
 */
export function groupByPrompt(records: readonly ImageRecord[], keepFailed: ReadonlySet<string> = NONE): PromptGroup[] {
  const groups = new Map<string, PromptGroup>();
  for (const r of records) {
    if (r.request_status === 'failure' && !keepFailed.has(r.id)) continue;
    const g = groups.get(r.prompt) ?? { prompt: r.prompt, records: [] };
    g.records.push(r);
    groups.set(r.prompt, g);
  }
  return [...groups.values()];
}

/** Records the server just accepted go first (so their prompt's group moves to the top). */
export function prependRecords(list: readonly ImageRecord[] | undefined, added: readonly ImageRecord[]): ImageRecord[] {
  const ids = new Set(added.map((r) => r.id));
  return [...added, ...(list ?? []).filter((r) => !ids.has(r.id))];
}

/** The pending entry with this id becomes the finished record (spec §4: replace it in its group). */
export function replaceRecord(list: readonly ImageRecord[], record: ImageRecord): ImageRecord[] {
  const at = list.findIndex((r) => r.id === record.id);
  if (at < 0) return list as ImageRecord[];
  const next = [...list];
  next[at] = record;
  return next;
}

/** A job that failed: its record says so, with the reason. */
export function markRecordFailed(list: readonly ImageRecord[], id: string, reason: string | null): ImageRecord[] {
  const old = list.find((r) => r.id === id);
  return old ? replaceRecord(list, { ...old, request_status: 'failure', error: reason }) : (list as ImageRecord[]);
}

/**
 * A fresh copy of the list from the server, merged over what the screen already knows: a record
 * the screen saw finish never goes back to pending because a request that started earlier
 * answered later.
 */
export function keepFinished(known: readonly ImageRecord[] | undefined, fresh: readonly ImageRecord[]): ImageRecord[] {
  if (!known) return fresh as ImageRecord[];
  const finished = new Map(known.filter((r) => r.request_status !== 'pending').map((r) => [r.id, r]));
  let changed = false;
  const merged = fresh.map((r) => {
    const seen = r.request_status === 'pending' ? finished.get(r.id) : undefined;
    if (!seen) return r;
    changed = true;
    return seen;
  });
  return changed ? merged : (fresh as ImageRecord[]);
}

/** Records still running, in list order. */
export const pendingRecords = (records: readonly ImageRecord[]): ImageRecord[] => records.filter((r) => r.request_status === 'pending');

/**
 * Spec §4's queue on the Playground and In-painting: the requests still on their way (store) plus
 * the images still running (query cache). Submit is busy while it is above 0.
 */
export const queueOf = (starting: number, pending: number): number => starting + pending;

/** Spec §4: the queue goes down by one per finished image, never below 0. */
export const lowerQueue = (queue: number, by = 1): number => Math.max(0, queue - by);
