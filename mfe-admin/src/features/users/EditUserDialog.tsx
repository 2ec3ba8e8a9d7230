// The User Report's Edit (PUT /admin/user/:id): name, profile name, status and subscription, the
// contract's UpdateUserBody and its messages; the server's refusal (ADMIN_MSG.notYourself,
// lastAdmin) shows in the dialog. Blocking or deactivating ends that user's sessions at once.
import { SubscriptionType, UpdateUserBody, UserStatus, type AdminUserRow } from '@atelier/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Form, SelectField, TextField } from '@atelier/ui-kit';
import type { z } from 'zod';
import { FormError } from '../admin-ui/FormError';
import { errorText } from '../admin-ui/server-message';
import { useAdminChange } from '../admin-ui/use-admin-change';
import { useBodyForm } from '../admin-ui/use-body-form';
import { STATUS_CHOICES, SUBSCRIPTION_CHOICES } from './user-filters';
import { refreshAfterUserChange, usersApi } from './users-api';

type Values = z.input<typeof UpdateUserBody>;

export function EditUserDialog({ user, onClose }: { user: AdminUserRow; onClose(): void }) {
  const { form, submitWith } = useBodyForm<Values, typeof UpdateUserBody>(UpdateUserBody, {
    name: user.name,
    profile_name: user.profile_name,
    status: user.status,
    user_subscription_type: user.user_subscription_type,
  });
  const save = useAdminChange((body: z.output<typeof UpdateUserBody>) => usersApi.update(user.id, body), refreshAfterUserChange, onClose);
  const submit = submitWith((body) => save.mutateAsync(body));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            {user.email}. Blocking or deactivating signs them out at once.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <TextField control={form.control} name="name" label="Name" />
            <TextField control={form.control} name="profile_name" label="Profile Name" />
            <SelectField control={form.control} name="status" label="Status" placeholder="Select status" options={STATUS_CHOICES.filter((c) => UserStatus.options.includes(c.value))} />
            <SelectField control={form.control} name="user_subscription_type" label="Subscription" placeholder="Select subscription" options={SUBSCRIPTION_CHOICES.filter((c) => SubscriptionType.options.includes(c.value))} />
            <FormError message={save.error ? errorText(save.error) : null} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Update
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
