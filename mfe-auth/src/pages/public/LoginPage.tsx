// Login ("Login an account", spec §2): email + password, Google, links to reset and register.
// On success the profile is remembered (spec §3), the session store updated and the browser
// goes where the server says (fast_redirect: /dashboard or /admin/dashboard).
import { api, queryClient } from '@atelier/api-client';
import { errorToast, rememberProfile, useSession } from '@atelier/shell-contract';
import { Form, TextField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../features/auth-layout/AuthLayout';
import { Divider } from '../../features/auth-layout/Divider';
import { LegalNote } from '../../features/auth-layout/LegalNote';
import { TextLink } from '../../features/auth-layout/TextLink';
import { loginSchema, type LoginValues } from '../../features/forms/schemas';
import { serverMessage } from '../../features/forms/server-message';
import { SubmitButton } from '../../features/forms/SubmitButton';
import { GoogleButton } from '../../features/google/GoogleButton';
import { googleErrorText } from '../../features/google/google-error';

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectError = googleErrorText(params.get('error'));
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await api.call('login', values);
      rememberProfile(res.user);
      const session = useSession.getState();
      // A new sign-in replaces whoever this tab knew before (user or admin), and what was loaded for them.
      session.clear();
      queryClient.clear();
      if (res.fast_redirect === '/admin/dashboard') {
        session.setAdmin({ name: res.user.name, email: res.user.email, profile_name: res.user.profile_name });
      } else {
        session.setUser(res.user);
      }
      navigate(res.fast_redirect, { replace: true });
    } catch (e) {
      errorToast(serverMessage(e));
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <AuthLayout
      title="Login an account"
      description="Enter your email and password to sign in"
      corner={{ to: '/register', label: 'Register' }}
    >
      {redirectError && (
        <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive dark:text-red-400">
          {redirectError}
        </div>
      )}
      <Form {...form}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="name@example.com" />
          <TextField control={form.control} name="password" label="Password" type="password" autoComplete="current-password" />
          <div className="text-right text-sm">
            <TextLink to="/forgot-password" className="no-underline hover:underline">
              Forgot password?
            </TextLink>
          </div>
          <SubmitButton pending={pending} />
        </form>
      </Form>
      <Divider label="Or continue with" />
      <GoogleButton label="Sign in with Google" />
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <TextLink to="/register" className="font-medium text-foreground">
          Register
        </TextLink>
      </p>
      <LegalNote />
    </AuthLayout>
  );
}
