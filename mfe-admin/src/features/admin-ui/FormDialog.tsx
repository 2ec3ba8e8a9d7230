// The frame of every admin form dialog (edit a user, adjust credits, create or edit a plan, create
// a model or an instance, prune the queue): the title and description, the form with its fields,
// the server's refusal as an alert above the buttons (the dialog stays open to fix and retry),
// Cancel and the submit button, busy while the call runs. Submitting sends the form's parsed body
// to the caller's change (useAdminChange, which closes the dialog once it succeeded). The caller
// mounts it to open it: a fresh form and no old refusal each time.
import { Button, Form } from '@atelier/ui-kit';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@atelier/ui-kit/src/widgets';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormError } from './FormError';
import { errorText } from './server-message';

interface FormDialogProps<V extends FieldValues, B> {
  title: string;
  description: ReactNode;
  form: UseFormReturn<V, any, B>;
  /** What submitting does with the parsed body (a useAdminChange): busy while it runs, its refusal shown. */
  change: { mutate(body: B): void; isPending: boolean; error: unknown };
  submitLabel: string;
  /** The submit button deletes something (Prune). */
  destructive?: boolean;
  onClose(): void;
  /** Classes of the form's grid (e.g. two columns). */
  className?: string;
  children: ReactNode;
}

export function FormDialog<V extends FieldValues, B>({ title, description, form, change, submitLabel, destructive, onClose, className, children }: FormDialogProps<V, B>) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((body) => change.mutate(body))} noValidate className={className ?? 'grid gap-4'}>
            {children}
            <div className="col-span-full grid gap-4">
              <FormError message={change.error ? errorText(change.error) : null} />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" variant={destructive ? 'destructive' : 'default'} loading={change.isPending}>
                  {submitLabel}
                </Button>
              </DialogFooter>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
