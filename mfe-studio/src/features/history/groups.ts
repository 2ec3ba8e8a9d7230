// Generation history as spec §3/§4 describe it: images grouped by prompt, newest group first,
// pending images in place until their record comes back. Pure functions over immutable arrays,
// shared by the Playground and In-painting stores.
import type { ImageRecord } from '@atelier/contracts';

/** A slot in a group: a record (pending, success or failure) or the in-painting placeholder. */
export type GroupItem = { kind: 'image'; record: ImageRecord } | { kind: 'placeholder'; key: string; preview: string | null };

export interface PromptGroup {
  prompt: string;
  items: GroupItem[];
}

export const imageItem = (record: ImageRecord): GroupItem => ({ kind: 'image', record });

/**
 * Groups records (newest first) by prompt; a group sits where its newest image sits. Failed
 * records are left out: only finished and still-running images belong in the history.
 */
export function groupByPrompt(records: readonly ImageRecord[]): PromptGroup[] {
  const groups = new Map<string, PromptGroup>();
  for (const r of records) {
    if (r.request_status === 'failure') continue;
    const g = groups.get(r.prompt) ?? { prompt: r.prompt, items: [] };
    g.items.push(imageItem(r));
    groups.set(r.prompt, g);
  }
  return [...groups.values()];
}

/** New items for a prompt go first in its group, and the group moves to the top. */
export function addToTop(groups: readonly PromptGroup[], prompt: string, items: readonly GroupItem[]): PromptGroup[] {
  const existing = groups.find((g) => g.prompt === prompt);
  const merged: PromptGroup = { prompt, items: [...items, ...(existing?.items ?? [])] };
  return [merged, ...groups.filter((g) => g !== existing)];
}

function mapItems(groups: readonly PromptGroup[], fn: (item: GroupItem) => GroupItem | null): PromptGroup[] {
  let changed = false;
  const next = groups.map((g) => {
    const items = g.items.flatMap((item) => {
      const out = fn(item);
      if (out !== item) changed = true;
      return out ? [out] : [];
    });
    return items.length === g.items.length && items.every((x, i) => x === g.items[i]) ? g : { ...g, items };
  });
  return changed ? next : (groups as PromptGroup[]);
}

const isRecord = (item: GroupItem, id: string) => item.kind === 'image' && item.record.id === id;

/** The pending entry with this id becomes the finished record (spec §4: replace it in its group). */
export function replaceImage(groups: readonly PromptGroup[], record: ImageRecord): PromptGroup[] {
  return mapItems(groups, (item) => (isRecord(item, record.id) ? imageItem(record) : item));
}

/** Playground failure: the image stays, marked failed with the reason. */
export function markFailed(groups: readonly PromptGroup[], id: string, reason: string | null): PromptGroup[] {
  return mapItems(groups, (item) =>
    item.kind === 'image' && item.record.id === id ? imageItem({ ...item.record, request_status: 'failure', error: reason }) : item,
  );
}

/**
 * In-painting failure: the image leaves its group together with the group's placeholder, and a
 * group left empty disappears.
 */
export function removeImage(groups: readonly PromptGroup[], id: string): PromptGroup[] {
  return groups.flatMap((g) => {
    if (!g.items.some((item) => isRecord(item, id))) return [g];
    const items = g.items.filter((item) => !isRecord(item, id) && !(item.kind === 'placeholder' && item.key === id));
    return items.length ? [{ ...g, items }] : [];
  });
}

/** Records still running, in group order. */
export const pendingRecords = (groups: readonly PromptGroup[]): ImageRecord[] =>
  groups.flatMap((g) => g.items.flatMap((item) => (item.kind === 'image' && item.record.request_status === 'pending' ? [item.record] : [])));

/** Spec §4: the queue goes down by one per finished image, never below 0. */
export const lowerQueue = (queue: number, by = 1): number => Math.max(0, queue - by);
