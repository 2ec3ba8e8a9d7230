// The model instance create dialog: the instance form; a created instance closes the dialog and
// reloads the list; the server's refusal shows in the dialog.
import type { Model } from '@atelier/contracts';
import { FormDialog } from '../admin-ui/FormDialog';
import { useSchemaForm } from '../admin-ui/schema-form';
import { useAdminChange } from '../admin-ui/use-admin-change';
import { createInstanceSchema, type InstanceFormValues } from './instance-form';
import { InstanceFields } from './InstanceFields';
import { instancesApi, refreshAfterInstanceChange } from './instances-api';

const EMPTY: InstanceFormValues = { name: '', controller_name: undefined, priority: 10, api_token: '', settings: '{}', model_id: '' };

export function CreateInstanceDialog({ models, onClose }: { models: readonly Model[]; onClose(): void }) {
  const form = useSchemaForm<InstanceFormValues, typeof createInstanceSchema>(createInstanceSchema, EMPTY);
  const create = useAdminChange(instancesApi.create, refreshAfterInstanceChange, onClose);
  return (
    <FormDialog
      title="Create New Model Instance"
      description="A node that runs a model's jobs, reached through its controller."
      form={form}
      change={create}
      submitLabel="Create"
      onClose={onClose}
    >
      <InstanceFields control={form.control} models={models} />
    </FormDialog>
  );
}
