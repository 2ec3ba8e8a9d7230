// The model instance create dialog: the instance form; a created instance closes the dialog and
// reloads the list.
import type { Model } from '@atelier/contracts';
import { FormDialog } from '../ops/FormDialog';
import { closeAndReset, useSchemaForm } from '../ops/schema-form';
import { createInstanceSchema, type InstanceFormValues } from './instance-form';
import { InstanceFields } from './InstanceFields';
import { useInstanceMutations } from './instances-api';

const EMPTY: InstanceFormValues = { name: '', controller_name: undefined, priority: 10, api_token: '', settings: '{}', model_id: '' };

export function CreateInstanceDialog({ open, onOpenChange, models }: { open: boolean; onOpenChange(open: boolean): void; models: readonly Model[] }) {
  const form = useSchemaForm(createInstanceSchema, EMPTY);
  const { create } = useInstanceMutations(closeAndReset(form, EMPTY, onOpenChange));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Model Instance"
      description="A node that runs a model's jobs, reached through its controller."
      form={form}
      onSubmit={form.handleSubmit((body) => create.mutate(body))}
      submitLabel="Create"
      busy={create.isPending}
    >
      <InstanceFields control={form.control} models={models} />
    </FormDialog>
  );
}
