// Live progress of pending requests (issue 12), for the studio's tiles: the gateway's `event:
// progress` (contracts JobProgressEvent: queue position while waiting, fraction / steps / a preview
// while running) read from the page's one live stream, kept per request (job id). The stream is
// listened to while at least one tile watches; what arrives before a tile watches its request (a
// fast queue event can beat the POST's answer) is kept too, a bounded few. Progress is a hint:
// completion still comes from the image tracker (tracker.ts), which also ends the tile.
// DOM-free except useJobProgress (React's useSyncExternalStore), so the rules are unit-tested.
import { useCallback, useSyncExternalStore } from 'react';
import { liveStream, type LiveStream } from '@atelier/api-client';
import { JobProgressEvent } from '@atelier/contracts';

/** Requests remembered at once (a user has at most a handful pending). */
export const PROGRESS_KEPT = 32;

export interface ProgressStore {
  /** Calls `fn` whenever the request's progress changes, until the returned function is called. */
  watch(jobId: string, fn: () => void): () => void;
  get(jobId: string): JobProgressEvent | undefined;
}

export function createProgressStore(stream: LiveStream): ProgressStore {
  const byJob = new Map<string, JobProgressEvent>();
  const watchers = new Map<string, Set<() => void>>();
  let close: (() => void) | null = null;

  const onProgress = (data: string) => {
    let parsed: ReturnType<typeof JobProgressEvent.safeParse>;
    try {
      parsed = JobProgressEvent.safeParse(JSON.parse(data));
    } catch {
      return; // malformed: ignored (the spinner stays)
    }
    if (!parsed.success) return;
    const p = parsed.data;
    byJob.delete(p.job_id);
    byJob.set(p.job_id, p);
    while (byJob.size > PROGRESS_KEPT) byJob.delete(byJob.keys().next().value as string);
    for (const fn of [...(watchers.get(p.job_id) ?? [])]) fn();
  };

  return {
    watch(jobId, fn) {
      let set = watchers.get(jobId);
      if (!set) watchers.set(jobId, (set = new Set()));
      set.add(fn);
      close ??= stream.subscribe({ events: { progress: onProgress } });
      return () => {
        set.delete(fn);
        if (!set.size) watchers.delete(jobId);
        if (watchers.size || !close) return;
        close();
        close = null;
        byJob.clear();
      };
    },
    get: (jobId) => byJob.get(jobId),
  };
}

/** The page's store, on the page's one live stream. */
export const progressStore = createProgressStore(liveStream);

/** The request's latest progress, or undefined while nothing is known (jobId null: nothing to watch). */
export function useJobProgress(jobId: string | null, store: ProgressStore = progressStore): JobProgressEvent | undefined {
  const subscribe = useCallback((fn: () => void) => (jobId ? store.watch(jobId, fn) : () => undefined), [jobId, store]);
  const read = () => (jobId ? store.get(jobId) : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
