// How many times each remote has been (re)tried. A retry bumps the counter, which gives the
// remote's slot a fresh load (RemoteApp.tsx) and so a real second one.
import { create } from 'zustand';
import { refreshRemote } from './remote-registry';

interface AttemptsState {
  attempts: Record<string, number>;
  bump(name: string): void;
}

export const useRemoteAttempts = create<AttemptsState>()((set) => ({
  attempts: {},
  bump: (name) => set((s) => ({ attempts: { ...s.attempts, [name]: (s.attempts[name] ?? 0) + 1 } })),
}));

export async function retryRemote(name: string): Promise<void> {
  await refreshRemote(name);
  useRemoteAttempts.getState().bump(name);
}
