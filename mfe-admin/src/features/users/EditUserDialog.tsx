// The User Report's Edit (PUT /admin/user/:id): name, profile name, status and subscription, the
// contract's UpdateUserBody and its messages; the server's refusal (ADMIN_MSG.notYourself,
// lastAdmin) shows in the dialog. Blocking or deactivating ends that user's sessions at once.
import { UpdateUserBody, type AdminUserRow } from '@atelier/contracts';
import { SelectField, TextField } from '@atelier/ui-kit';
import type { z } from 'zod';
import { FormDialog } from '../admin-ui/FormDialog';
import { useSchemaForm } from '../admin-ui/schema-form';
import { useAdminChange } from '../admin-ui/use-admin-change';
import { STATUS_CHOICES, SUBSCRIPTION_CHOICES } from './user-filters';
import { refreshAfterUserChange, usersApi } from './users-api';

type Values = z.input<typeof UpdateUserBody>;

export function EditUserDialog({ user, onClose }: { user: AdminUserRow; onClose(): void }) {
  const form = useSchemaForm<Values, typeof UpdateUserBody>(
    UpdateUserBody,
    {
    name: user.name,
    profile_name: user.profile_name,
    status: user.status,
    user_subscription_type: user.user_subscription_type,
    },
    { blankIsMissing: true },
  );
  const save = useAdminChange((body: z.output<typeof UpdateUserBody>) => usersApi.update(user.id, body), refreshAfterUserChange, onClose);
  return (
    <FormDialog
      title="Edit User"
      description={`${user.email}. Blocking or deactivating signs them out at once.`}
      form={form}
      change={save}
      submitLabel="Update"
      onClose={onClose}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="profile_name" label="Profile Name" />
      <SelectField control={form.control} name="status" label="Status" placeholder="Select status" options={STATUS_CHOICES} />
      <SelectField control={form.control} name="user_subscription_type" label="Subscription" placeholder="Select subscription" options={SUBSCRIPTION_CHOICES} />
    </FormDialog>
  );
}
