// A form in a dialog (the create dialogs, Prune): title and description, the fields, and the
// submit button (busy while its call runs). The caller owns the form and closes the dialog when
// its call succeeded.
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form } from '@atelier/ui-kit';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

interface FormDialogProps<T extends FieldValues> {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  form: UseFormReturn<T, any, any>;
  onSubmit(e?: FormEvent): void;
  submitLabel: string;
  busy: boolean;
  destructive?: boolean;
  children: ReactNode;
}

export function FormDialog<T extends FieldValues>({ open, onOpenChange, title, description, form, onSubmit, submitLabel, busy, destructive, children }: FormDialogProps<T>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {children}
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} loading={busy} className="sm:justify-self-end">
              {submitLabel}
            </Button>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
