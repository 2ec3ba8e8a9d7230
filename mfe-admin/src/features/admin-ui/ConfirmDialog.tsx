// "Are you sure?" before a change that cannot be undone (deleting a user or a plan): names what
// goes and what follows, then makes the change (useAdminChange: the server's message as a toast,
// the lists refetched, the dialog closed). A refusal shows inside the dialog, which stays open.
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@atelier/ui-kit';
import type { ReactNode } from 'react';
import { FormError } from './FormError';
import { errorText } from './server-message';
import { useAdminChange } from './use-admin-change';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  change(): Promise<{ status: string; msg: string }>;
  refresh(): Promise<unknown>;
  onClose(): void;
}

export function ConfirmDialog({ title, description, confirmLabel, change, refresh, onClose }: ConfirmDialogProps) {
  const run = useAdminChange(change, refresh, onClose);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormError message={run.error ? errorText(run.error) : null} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={run.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => run.mutate(undefined)} loading={run.isPending}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
