// "Create New Awesome Model" (spec §2 Model Report): the model form in a dialog; a created model
// closes the dialog and reloads the list; the server's refusal shows in the dialog.
import { CreateModelBody } from '@atelier/contracts';
import { FormDialog } from '../admin-ui/FormDialog';
import { useSchemaForm } from '../admin-ui/schema-form';
import { useAdminChange } from '../admin-ui/use-admin-change';
import { ModelFields, type ModelFormValues } from './ModelFields';
import { modelsApi, refreshAfterModelChange } from './models-api';

const EMPTY: ModelFormValues = { name: '', type: undefined, size: [], credits: 1, description: '' };

export function CreateModelDialog({ onClose }: { onClose(): void }) {
  const form = useSchemaForm<ModelFormValues, typeof CreateModelBody>(CreateModelBody, EMPTY);
  const create = useAdminChange(modelsApi.create, refreshAfterModelChange, onClose);
  return (
    <FormDialog
      title="Create New Awesome Model"
      description="Users pick it in the studio once it is active and has an instance."
      form={form}
      change={create}
      submitLabel="Create"
      onClose={onClose}
    >
      <ModelFields control={form.control} />
    </FormDialog>
  );
}
