// "Create New Awesome Model" (spec §2 Model Report): the model form in a dialog; a created model
// closes the dialog and reloads the list (models-api invalidates it).
import { CreateModelBody } from '@atelier/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ModelFields, type ModelFormValues } from './ModelFields';
import { useModelMutations } from './models-api';

type CreateOut = z.output<typeof CreateModelBody>;
const EMPTY: ModelFormValues = { name: '', type: undefined, size: [], credits: 1, description: '' };

export function CreateModelDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const form = useForm<ModelFormValues, unknown, CreateOut>({
    // The create body has no status: the form's extra (unset) key never reaches it.
    resolver: zodResolver(CreateModelBody) as unknown as Resolver<ModelFormValues, unknown, CreateOut>,
    defaultValues: EMPTY,
  });
  const { create } = useModelMutations(() => {
    onOpenChange(false);
    form.reset(EMPTY);
  });
  const submit = form.handleSubmit((body) => create.mutate(body));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Create New Awesome Model</DialogTitle>
          <DialogDescription>Users pick it in the studio once it is active and has an instance.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <ModelFields control={form.control} />
            <Button type="submit" loading={create.isPending} className="sm:justify-self-end">
              Create
            </Button>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
