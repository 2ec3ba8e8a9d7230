// One toast at a time, 5000 ms (spec §9); the shell renders it, anyone may raise it.
import { create } from 'zustand';
// The message file alone (it imports nothing), so zod stays out of the shared shell-contract bundle.
import { MSG } from '@atelier/contracts/src/messages';

export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Label and handler of the action button ("Try again" on errors). */
  action?: { label: string; onClick(): void };
}
export interface ToastItem extends ToastInput {
  id: number;
}
interface ToastState {
  current: ToastItem | null;
  show(t: ToastInput): void;
  /** Clears the toast; given an id, only if that toast is still the current one (a newer toast
   *  may already have replaced it). */
  dismiss(id?: number): void;
}

let seq = 0;
export const useToasts = create<ToastState>()((set) => ({
  current: null,
  show: (t) => set({ current: { ...t, id: ++seq } }),
  dismiss: (id) => set((s) => (id === undefined || s.current?.id === id ? { current: null } : s)),
}));

export const toast = (t: ToastInput): void => useToasts.getState().show(t);

/** Spec §8 generic error toast: server message, else the fallback, with "Try again". */
export function errorToast(serverMsg?: string | null, opts: { fallback?: string | null; retry?: () => void } = {}): void {
  const fallback = opts.fallback === undefined ? MSG.genericError : opts.fallback;
  toast({
    title: MSG.genericTitle,
    description: serverMsg || fallback || undefined,
    variant: 'destructive',
    action: { label: 'Try again', onClick: opts.retry ?? (() => useToasts.getState().dismiss()) },
  });
}

/** Spec §8 success toast: server status as the title, msg as the description. */
export function successToast(status: string, msg: string): void {
  toast({ title: status, description: msg });
}
