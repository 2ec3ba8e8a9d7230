// The Plan Report's create and edit dialog: name, amount (₹/$, major units), currency, credits,
// type, the card's text and — when editing — status, with billing's CreatePlanBody /
// UpdatePlanBody and their spec §5 messages; the server's refusal shows in the dialog.
import { CreatePlanBody, Currency, PlanStatus, PlanType, UpdatePlanBody, type Plan } from '@atelier/contracts';
import { Input, LabeledField, SelectField, TextareaField, TextField } from '@atelier/ui-kit';
import type { z } from 'zod';
import { FormDialog } from '../admin-ui/FormDialog';
import { ACTIVE_STATUS_OPTIONS } from '../admin-ui/StatusMark';
import { useSchemaForm } from '../admin-ui/schema-form';
import { useAdminChange } from '../admin-ui/use-admin-change';
import { plansApi, refreshAfterPlanChange } from './plans-api';

/** The words each choice is shown with. */
export const CURRENCY_LABEL: Record<Currency, string> = { INR: 'INR (₹)', USD: 'USD ($)' };
export const PLAN_TYPE_LABEL: Record<PlanType, string> = { paid: 'Paid', trial: 'Trial', free: 'Free' };
const options = <K extends string>(labels: Record<K, string>, keys: readonly K[]) => keys.map((value) => ({ value, label: labels[value] }));

type Values = { name: string; amount: string; currency?: Currency; credits: string; type?: PlanType; data: string; status?: PlanStatus };
/** What the dialog sends: create's body, plus status when editing (UpdatePlanBody requires it there). */
type Body = z.output<typeof CreatePlanBody> & { status?: PlanStatus };

/** `plan` given: edit it (with status); else create one. */
export function PlanDialog({ plan, onClose }: { plan?: Plan; onClose(): void }) {
  const editing = !!plan;
  const form = useSchemaForm<Values, typeof CreatePlanBody | typeof UpdatePlanBody>(
    editing ? UpdatePlanBody : CreatePlanBody,
    plan
      ? { name: plan.name, amount: String(plan.amount), currency: plan.currency, credits: String(plan.credits), type: plan.type, data: plan.data, status: plan.status }
      : { name: '', amount: '', credits: '', data: '' },
    { blankIsMissing: true },
  );
  const save = useAdminChange((body: Body) => (plan ? plansApi.update(plan.id, { ...body, status: body.status ?? plan.status }) : plansApi.create(body)), refreshAfterPlanChange, onClose);
  return (
    <FormDialog
      title={editing ? 'Edit Plan' : 'Create New Plan'}
      description={editing ? 'Buyers see the change on Pricing at once; past payments keep what they bought.' : 'Active plans are on sale on Pricing at once.'}
      form={form}
      change={save}
      submitLabel={editing ? 'Update' : 'Create'}
      onClose={onClose}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <TextField control={form.control} name="name" label="Name" />
      </div>
      <LabeledField control={form.control} name="amount" label="Amount">
        {(f) => <Input inputMode="decimal" placeholder="e.g. 499 or 4.99" {...f} />}
      </LabeledField>
      <SelectField control={form.control} name="currency" label="Currency" placeholder="Select currency" options={options(CURRENCY_LABEL, Currency.options)} />
      <LabeledField control={form.control} name="credits" label="Credits">
        {(f) => <Input inputMode="numeric" placeholder="e.g. 500" {...f} />}
      </LabeledField>
      <SelectField control={form.control} name="type" label="Type" placeholder="Select type" options={options(PLAN_TYPE_LABEL, PlanType.options)} />
      {editing ? <SelectField control={form.control} name="status" label="Status" placeholder="Select status" options={ACTIVE_STATUS_OPTIONS} /> : null}
      <div className="sm:col-span-2">
        <TextareaField control={form.control} name="data" label="Details" placeholder="What the plan's card says" />
      </div>
    </FormDialog>
  );
}
