// Create account profile (spec §2, last step of sign-up): Name, Profile Name, Password. Success
// clears the stored email and sends the user to /login to sign in with the new account.
import { api } from '@atelier/api-client';
import { errorToast, successToast } from '@atelier/shell-contract';
import { Form, TextField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../features/auth-layout/AuthLayout';
import { LegalNote } from '../../features/auth-layout/LegalNote';
import { createProfileSchema, type CreateProfileValues } from '../../features/forms/schemas';
import { serverMessage } from '../../features/forms/server-message';
import { SubmitButton } from '../../features/forms/SubmitButton';
import { pendingEmail } from '../../stores/pending-email.store';

export default function CreateProfilePage() {
  const navigate = useNavigate();
  const [email] = useState(pendingEmail.get);
  const form = useForm<CreateProfileValues>({
    resolver: zodResolver(createProfileSchema),
    defaultValues: { name: '', profile_name: '', password: '' },
  });
  if (!email) return <Navigate to="/login" replace />;

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await api.call('registerSetPassword', { email, ...values });
      pendingEmail.clear();
      successToast(res.status, res.msg);
      navigate('/login', { replace: true });
    } catch (e) {
      errorToast(serverMessage(e));
    }
  });

  return (
    <AuthLayout title="Create account profile" description={`Finish setting up ${email}`}>
      <Form {...form}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField control={form.control} name="name" label="Name" autoComplete="name" />
          <TextField control={form.control} name="profile_name" label="Profile Name" autoComplete="username" />
          <TextField control={form.control} name="password" label="Password" type="password" autoComplete="new-password" />
          <SubmitButton pending={form.formState.isSubmitting} />
        </form>
      </Form>
      <LegalNote />
    </AuthLayout>
  );
}
