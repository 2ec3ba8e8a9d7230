// The model instance create dialog: the instance form; a created instance closes the dialog and
// reloads the list.
import type { Model } from '@atelier/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { createInstanceSchema, type InstanceFormValues } from './instance-form';
import { InstanceFields } from './InstanceFields';
import { useInstanceMutations } from './instances-api';

type CreateOut = z.output<typeof createInstanceSchema>;
const EMPTY: InstanceFormValues = { name: '', controller_name: undefined, priority: 10, api_token: '', settings: '{}', model_id: '' };

export function CreateInstanceDialog({ open, onOpenChange, models }: { open: boolean; onOpenChange(open: boolean): void; models: readonly Model[] }) {
  const form = useForm<InstanceFormValues, unknown, CreateOut>({
    resolver: zodResolver(createInstanceSchema) as unknown as Resolver<InstanceFormValues, unknown, CreateOut>,
    defaultValues: EMPTY,
  });
  const { create } = useInstanceMutations(() => {
    onOpenChange(false);
    form.reset(EMPTY);
  });
  const submit = form.handleSubmit((body) => create.mutate(body));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Create New Model Instance</DialogTitle>
          <DialogDescription>A node that runs a model's jobs, reached through its controller.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <InstanceFields control={form.control} models={models} />
            <Button type="submit" loading={create.isPending} className="sm:justify-self-end">
              Create
            </Button>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
