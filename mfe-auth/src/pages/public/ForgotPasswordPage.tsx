// Forgot Password (spec §2): email, Submit, Login link; the reset code goes out and the user
// continues on /forgot/verify-otp with the address kept locally.
import { api } from '@atelier/api-client';
import { errorToast } from '@atelier/shell-contract';
import { Form, TextField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../features/auth-layout/AuthLayout';
import { TextLink } from '../../features/auth-layout/TextLink';
import { emailOnlySchema, type EmailOnlyValues } from '../../features/forms/schemas';
import { serverMessage } from '../../features/forms/server-message';
import { SubmitButton } from '../../features/forms/SubmitButton';
import { pendingEmail } from '../../stores/pending-email.store';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm<EmailOnlyValues>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const res = await api.call('forgotSendOtp', { email });
      pendingEmail.set(res.email || email);
      navigate('/forgot/verify-otp');
    } catch (e) {
      errorToast(serverMessage(e), { fallback: null });
    }
  });

  return (
    <AuthLayout title="Forgot Password" description="Enter your email and we will send you a code to reset your password">
      <Form {...form}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="name@example.com" />
          <SubmitButton pending={form.formState.isSubmitting} />
        </form>
      </Form>
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <TextLink to="/login" className="font-medium text-foreground">
          Login
        </TextLink>
      </p>
    </AuthLayout>
  );
}
