// "Create New Awesome Model" (spec §2 Model Report): the model form in a dialog; a created model
// closes the dialog and reloads the list (models-api invalidates it).
import { CreateModelBody } from '@atelier/contracts';
import { FormDialog } from '../ops/FormDialog';
import { closeAndReset, useSchemaForm } from '../ops/schema-form';
import { ModelFields, type ModelFormValues } from './ModelFields';
import { useModelMutations } from './models-api';

const EMPTY: ModelFormValues = { name: '', type: undefined, size: [], credits: 1, description: '' };

export function CreateModelDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const form = useSchemaForm(CreateModelBody, EMPTY);
  const { create } = useModelMutations(closeAndReset(form, EMPTY, onOpenChange));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Awesome Model"
      description="Users pick it in the studio once it is active and has an instance."
      form={form}
      onSubmit={form.handleSubmit((body) => create.mutate(body))}
      submitLabel="Create"
      busy={create.isPending}
    >
      <ModelFields control={form.control} />
    </FormDialog>
  );
}
