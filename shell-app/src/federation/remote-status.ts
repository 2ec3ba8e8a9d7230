// Which remotes are down right now: not reachable when the shell started (their screens came from
// the cache, or a probe of their entry failed) or failed to load since. The side menu greys their
// entries out as "unavailable"; a successful load (e.g. after Retry) clears the mark.
import { create } from 'zustand';

interface StatusState {
  down: Record<string, boolean>;
  mark(name: string, down: boolean): void;
}

export const useRemoteStatus = create<StatusState>()((set) => ({
  down: {},
  mark: (name, down) => set((s) => (Boolean(s.down[name]) === down ? s : { down: { ...s.down, [name]: down } })),
}));

export const markRemote = (name: string, down: boolean): void => useRemoteStatus.getState().mark(name, down);
