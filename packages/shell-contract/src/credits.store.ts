// The credit balance shown in the top bar ("Credits : N"); remotes refresh it after spending.
import { create } from 'zustand';

interface CreditsState {
  credits: number | null;
  setCredits(n: number | null): void;
}
export const useCredits = create<CreditsState>()((set) => ({
  credits: null,
  setCredits: (credits) => set({ credits }),
}));
