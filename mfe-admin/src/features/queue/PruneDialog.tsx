// "Prune finished jobs": delete success, failure and canceled jobs older than N days (their images
// stay). The number is checked with the contract's PruneJobsBody (its message under the field);
// the server's refusal shows in the dialog.
import { ADMIN_LIMITS, PruneJobsBody } from '@atelier/contracts';
import { FormDialog } from '../admin-ui/FormDialog';
import { NumberField } from '../admin-ui/NumberField';
import { useSchemaForm } from '../admin-ui/schema-form';
import { useAdminChange } from '../admin-ui/use-admin-change';
import { queueApi, refreshAfterQueueChange } from './queue-api';

type PruneValues = { older_than_days: number };
const DEFAULT_DAYS = 30;

export function PruneDialog({ onClose }: { onClose(): void }) {
  const form = useSchemaForm<PruneValues, typeof PruneJobsBody>(PruneJobsBody, { older_than_days: DEFAULT_DAYS });
  const prune = useAdminChange(queueApi.prune, refreshAfterQueueChange, onClose);
  return (
    <FormDialog
      title="Prune finished jobs"
      description="Deletes succeeded, failed and canceled jobs older than this; their images stay."
      form={form}
      change={prune}
      submitLabel="Prune"
      destructive
      onClose={onClose}
    >
      <NumberField control={form.control} name="older_than_days" label="Older than (days)" description={`From ${ADMIN_LIMITS.pruneDaysMin} to ${ADMIN_LIMITS.pruneDaysMax}`} />
    </FormDialog>
  );
}
