// "Are you sure?" before a change that cannot be taken back (delete a user, a plan, a model or an
// instance; cancel a job): an alert dialog naming what goes and what follows, then the change
// (useAdminChange: the server's message as a toast, the lists refetched, the dialog closed). A
// refusal shows inside the dialog, which stays open. Escape or the dismiss button closes.
import { Button } from '@atelier/ui-kit';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@atelier/ui-kit/src/widgets';
import type { ReactNode } from 'react';
import { FormError } from './FormError';
import { errorText } from './server-message';
import { useAdminChange } from './use-admin-change';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes without acting ("Cancel" unless that would read as the action). */
  dismissLabel?: string;
  change(): Promise<{ status: string; msg: string }>;
  refresh(): Promise<unknown>;
  onClose(): void;
}

export function ConfirmDialog({ title, description, confirmLabel, dismissLabel = 'Cancel', change, refresh, onClose }: ConfirmDialogProps) {
  const run = useAdminChange(change, refresh, onClose);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* An alert dialog: it interrupts to ask about a destructive change (WAI-ARIA alertdialog). */}
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormError message={run.error ? errorText(run.error) : null} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={run.isPending}>
            {dismissLabel}
          </Button>
          <Button variant="destructive" onClick={() => run.mutate(undefined)} loading={run.isPending}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
