// Change password (spec §2 Settings): old, new and confirm, each min 8 with the spec's wording.
// Whether new and confirm match is left to the server here (spec §5).
import { errorToast, successToast } from '@atelier/shell-contract';
import { Form, TextField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountApi, type AccountArea } from '../../features/account/account-api';
import { changePasswordSchema, type ChangePasswordValues } from '../../features/forms/schemas';
import { serverMessage } from '../../features/forms/server-message';
import { SubmitButton } from '../../features/forms/SubmitButton';

const EMPTY: ChangePasswordValues = { old_password: '', new_password: '', confirm_password: '' };

export default function ChangePasswordPage({ area }: { area: AccountArea }) {
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await accountApi(area).updatePassword(values);
      form.reset(EMPTY);
      successToast(res.status, res.msg);
    } catch (e) {
      errorToast(serverMessage(e));
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-lg font-medium">Change Password</h2>
        <p className="text-sm text-muted-foreground">Use at least 8 characters.</p>
      </div>
      <Form {...form}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          <TextField control={form.control} name="old_password" label="Old Password" type="password" autoComplete="current-password" />
          <TextField control={form.control} name="new_password" label="New Password" type="password" autoComplete="new-password" />
          <TextField control={form.control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" />
          <div className="sm:w-40">
            <SubmitButton pending={form.formState.isSubmitting} />
          </div>
        </form>
      </Form>
    </div>
  );
}
