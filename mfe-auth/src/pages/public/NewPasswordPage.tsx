// Create a new password (spec §2, last step of the reset): Password + Confirm Password. A
// mismatch is a toast, not a field error (spec §5); success follows the server's `redirect`.
import { api } from '@atelier/api-client';
import { MSG } from '@atelier/contracts';
import { errorToast, successToast } from '@atelier/shell-contract';
import { Form, TextField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../features/auth-layout/AuthLayout';
import { newPasswordSchema, type NewPasswordValues } from '../../features/forms/schemas';
import { serverMessage } from '../../features/forms/server-message';
import { SubmitButton } from '../../features/forms/SubmitButton';
import { pendingEmail } from '../../stores/pending-email.store';

/** Only same-site paths are followed, so a tampered response cannot send the user elsewhere. */
const safePath = (p: string) => (p.startsWith('/') && !p.startsWith('//') ? p : '/login');

export default function NewPasswordPage() {
  const navigate = useNavigate();
  const [email] = useState(pendingEmail.get);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  if (!email) return <Navigate to="/login" replace />;

  const submit = form.handleSubmit(async (values) => {
    if (values.password !== values.confirm_password) {
      errorToast(MSG.passwordsDiffer);
      return;
    }
    try {
      const res = await api.call('forgotSetPassword', { email, ...values });
      pendingEmail.clear();
      successToast(res.status, res.msg);
      navigate(safePath(res.redirect), { replace: true });
    } catch (e) {
      errorToast(serverMessage(e));
    }
  });

  return (
    <AuthLayout title="Create a new password" description="Choose a new password of at least 8 characters">
      <Form {...form}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField control={form.control} name="password" label="Password" type="password" autoComplete="new-password" />
          <TextField control={form.control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" />
          <SubmitButton pending={form.formState.isSubmitting} />
        </form>
      </Form>
    </AuthLayout>
  );
}
