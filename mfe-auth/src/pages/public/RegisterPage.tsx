// Register ("Create an account", spec §2): email only; the server emails a code, the address is
// kept locally (spec §3) and the user continues on /verify-otp.
import { api } from '@atelier/api-client';
import { errorToast } from '@atelier/shell-contract';
import { Form, TextField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../features/auth-layout/AuthLayout';
import { TextLink } from '../../features/auth-layout/TextLink';
import { Divider } from '../../features/auth-layout/Divider';
import { LegalNote } from '../../features/auth-layout/LegalNote';
import { emailOnlySchema, type EmailOnlyValues } from '../../features/forms/schemas';
import { serverMessage } from '../../features/forms/server-message';
import { SubmitButton } from '../../features/forms/SubmitButton';
import { GoogleButton } from '../../features/google/GoogleButton';
import { pendingEmail } from '../../stores/pending-email.store';

export default function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm<EmailOnlyValues>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const res = await api.call('sendOtp', { email });
      pendingEmail.set(res.email || email);
      navigate('/verify-otp');
    } catch (e) {
      // Spec §8: code send shows the server's message only, with no generic fallback.
      errorToast(serverMessage(e), { fallback: null });
    }
  });

  return (
    <AuthLayout
      title="Create an account"
      description="Enter your email below to create your account"
      corner={{ to: '/login', label: 'Login' }}
    >
      <Form {...form}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="name@example.com" />
          <SubmitButton pending={form.formState.isSubmitting} />
        </form>
      </Form>
      <Divider label="Or continue with" />
      <GoogleButton label="Sign up with Google" />
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <TextLink to="/login" className="font-medium text-foreground">
          Login
        </TextLink>
      </p>
      <LegalNote />
    </AuthLayout>
  );
}
