// An admin change (edit, delete, adjust, create, cancel, pause…): the server's message as a success
// toast, the dialog (or page) done with, the lists that show the change refetched. Made from a
// dialog, a refusal stays in the mutation's `error` for the dialog to show (errorText), so the
// admin can fix and retry; made straight from a table row (Pause, Retry), with no dialog to hold
// it, the refusal is toasted.
import { useMutation } from '@tanstack/react-query';
import { toastAnswer, toastProblem } from './server-message';

interface Answer {
  status: string;
  msg: string;
}

export function useAdminChange<A>(change: (args: A) => Promise<Answer>, refresh: () => Promise<unknown>, onDone?: () => void) {
  return useMutation({
    mutationFn: change,
    onSuccess: async (res) => {
      toastAnswer(res);
      onDone?.();
      await refresh();
    },
  });
}

/** A change made from a table row: the same, with a refusal toasted. */
export function useRowChange<A>(change: (args: A) => Promise<Answer>, refresh: () => Promise<unknown>) {
  return useMutation({
    mutationFn: change,
    onSuccess: async (res) => {
      toastAnswer(res);
      await refresh();
    },
    onError: toastProblem,
  });
}
