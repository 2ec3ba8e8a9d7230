// The User Report's Adjust credits (billing's POST /admin/user/:id/credits): a signed whole amount
// (positive adds, negative takes) and a reason, with billing's AdjustCreditsBody messages; the
// server's refusal (BILLING_MSG.adjustBelowZero) shows in the dialog.
import type { AdminUserRow } from '@atelier/contracts';
import { formatCredits, Input, LabeledField, TextareaField } from '@atelier/ui-kit';
import type { z } from 'zod';
import { FormDialog } from '../admin-ui/FormDialog';
import { useSchemaForm } from '../admin-ui/schema-form';
import { useAdminChange } from '../admin-ui/use-admin-change';
import { AdjustCreditsForm, type AdjustCreditsValues } from './adjust-form';
import { refreshAfterUserChange, usersApi } from './users-api';

export function AdjustCreditsDialog({ user, onClose }: { user: AdminUserRow; onClose(): void }) {
  const form = useSchemaForm<AdjustCreditsValues, typeof AdjustCreditsForm>(AdjustCreditsForm, { amount: '', reason: '' }, { blankIsMissing: true });
  const adjust = useAdminChange((body: z.output<typeof AdjustCreditsForm>) => usersApi.adjustCredits(user.id, body), refreshAfterUserChange, onClose);
  return (
    <FormDialog
      title="Adjust Credits"
      description={`${user.name} (${user.email}) has ${formatCredits(user.credits)} credits.`}
      form={form}
      change={adjust}
      submitLabel="Adjust"
      onClose={onClose}
    >
      <LabeledField control={form.control} name="amount" label="Amount" description="A positive number adds credits, a negative one takes them.">
        {(f) => <Input inputMode="numeric" placeholder="e.g. 100 or -50" {...f} />}
      </LabeledField>
      <TextareaField control={form.control} name="reason" label="Reason" placeholder="Why the balance changes (kept in the audit log)" />
    </FormDialog>
  );
}
