// "Prune finished jobs": delete success, failure and canceled jobs older than N days (their images
// stay). The number is checked with the contract's PruneJobsBody (its message under the field).
import { ADMIN_LIMITS, PruneJobsBody } from '@atelier/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Form } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NumberField } from '../models/ModelFields';
import { useQueueMutations } from './queue-api';

type PruneValues = { older_than_days: number };
const DEFAULT_DAYS = 30;

export function PruneDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const form = useForm<PruneValues>({ resolver: zodResolver(PruneJobsBody), defaultValues: { older_than_days: DEFAULT_DAYS } });
  const { prune } = useQueueMutations(() => onOpenChange(false));
  const submit = form.handleSubmit((v) => prune.mutate(v.older_than_days));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Prune finished jobs</DialogTitle>
          <DialogDescription>Deletes succeeded, failed and canceled jobs older than this; their images stay.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <NumberField control={form.control} name="older_than_days" label="Older than (days)" description={`From ${ADMIN_LIMITS.pruneDaysMin} to ${ADMIN_LIMITS.pruneDaysMax}`} />
            <Button type="submit" variant="destructive" loading={prune.isPending} className="sm:justify-self-end">
              Prune
            </Button>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
