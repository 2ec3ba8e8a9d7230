// An admin change made from a dialog (edit, delete, adjust, create): the server's message as a
// success toast, the lists that show the change refetched, the dialog closed. A refusal stays in
// the mutation's `error` for the dialog to show (errorText), so the admin can fix and retry.
import { successToast } from '@atelier/shell-contract';
import { useMutation } from '@tanstack/react-query';

interface Answer {
  status: string;
  msg: string;
}

export function useAdminChange<A>(change: (args: A) => Promise<Answer>, refresh: () => Promise<unknown>, onDone: () => void) {
  return useMutation({
    mutationFn: change,
    onSuccess: async (res) => {
      successToast(res.status, res.msg);
      onDone();
      await refresh();
    },
  });
}
