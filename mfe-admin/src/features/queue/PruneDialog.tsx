// "Prune finished jobs": delete success, failure and canceled jobs older than N days (their images
// stay). The number is checked with the contract's PruneJobsBody (its message under the field).
import { ADMIN_LIMITS, PruneJobsBody } from '@atelier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../ops/FormDialog';
import { NumberField } from '../ops/NumberField';
import { useQueueMutations } from './queue-api';

type PruneValues = { older_than_days: number };
const DEFAULT_DAYS = 30;

export function PruneDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const form = useForm<PruneValues>({ resolver: zodResolver(PruneJobsBody), defaultValues: { older_than_days: DEFAULT_DAYS } });
  const { prune } = useQueueMutations(() => onOpenChange(false));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Prune finished jobs"
      description="Deletes succeeded, failed and canceled jobs older than this; their images stay."
      form={form}
      onSubmit={form.handleSubmit((v) => prune.mutate(v.older_than_days))}
      submitLabel="Prune"
      busy={prune.isPending}
      destructive
    >
      <NumberField control={form.control} name="older_than_days" label="Older than (days)" description={`From ${ADMIN_LIMITS.pruneDaysMin} to ${ADMIN_LIMITS.pruneDaysMax}`} />
    </FormDialog>
  );
}
