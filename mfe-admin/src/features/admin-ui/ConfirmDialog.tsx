// "Are you sure?" before something that cannot be undone (deleting a user or a plan): names what
// goes and what follows; the server's refusal shows inside the dialog, which stays open.
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@atelier/ui-kit';
import type { ReactNode } from 'react';
import { FormError } from './FormError';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal of the last try, if any. */
  error: string | null;
  onConfirm(): void;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, pending, error, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FormError message={error} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
