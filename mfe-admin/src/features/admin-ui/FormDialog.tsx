// The frame of every admin form dialog (edit a user, adjust credits, create or edit a plan): the
// title and description, the form with its fields, the server's refusal as an alert above the
// buttons (the dialog stays open to fix and retry), Cancel and the submit button, busy while the
// call runs.
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Form } from '@atelier/ui-kit';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormError } from './FormError';

interface FormDialogProps<V extends FieldValues> {
  title: string;
  description: ReactNode;
  form: UseFormReturn<V>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The server's refusal of the last try, if any. */
  error: string | null;
  onClose(): void;
  /** Classes of the form's grid (e.g. two columns). */
  className?: string;
  children: ReactNode;
}

export function FormDialog<V extends FieldValues>({ title, description, form, onSubmit, submitLabel, error, onClose, className, children }: FormDialogProps<V>) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className={className ?? 'grid gap-4'}>
            {children}
            <div className="col-span-full grid gap-4">
              <FormError message={error} />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={form.formState.isSubmitting}>
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
