// The User Report's Adjust credits (billing's POST /admin/user/:id/credits): a signed whole amount
// (positive adds, negative takes) and a reason, with billing's AdjustCreditsBody messages; the
// server's refusal (BILLING_MSG.adjustBelowZero) shows in the dialog.
import type { AdminUserRow } from '@atelier/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Form, formatCredits, Input, LabeledField, TextareaField } from '@atelier/ui-kit';
import type { z } from 'zod';
import { FormError } from '../admin-ui/FormError';
import { errorText } from '../admin-ui/server-message';
import { useAdminChange } from '../admin-ui/use-admin-change';
import { useBodyForm } from '../admin-ui/use-body-form';
import { AdjustCreditsForm, type AdjustCreditsValues as Values } from './adjust-form';
import { refreshAfterUserChange, usersApi } from './users-api';


export function AdjustCreditsDialog({ user, onClose }: { user: AdminUserRow; onClose(): void }) {
  const { form, submitWith } = useBodyForm<Values, typeof AdjustCreditsForm>(AdjustCreditsForm, { amount: '', reason: '' });
  const adjust = useAdminChange((body: z.output<typeof AdjustCreditsForm>) => usersApi.adjustCredits(user.id, body), refreshAfterUserChange, onClose);
  const submit = submitWith((body) => adjust.mutateAsync(body));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adjust Credits</DialogTitle>
          <DialogDescription>
            {user.name} ({user.email}) has {formatCredits(user.credits)} credits.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <LabeledField control={form.control} name="amount" label="Amount" description="A positive number adds credits, a negative one takes them.">
              {(f) => <Input inputMode="numeric" placeholder="e.g. 100 or -50" {...f} />}
            </LabeledField>
            <TextareaField control={form.control} name="reason" label="Reason" placeholder="Why the balance changes (kept in the audit log)" />
            <FormError message={adjust.error ? errorText(adjust.error) : null} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Adjust
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
