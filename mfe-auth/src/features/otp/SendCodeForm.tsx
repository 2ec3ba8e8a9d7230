// The email-only form that has the server email a one-time code (spec §2: "Create an account" and
// "Forgot Password"): the address is kept locally (spec §3) and the user continues on the code
// screen. Spec §8: sending a code shows the server's message only, with no generic fallback.
import { api } from '@atelier/api-client';
import { errorToast } from '@atelier/shell-contract';
import { Form, TextField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { emailOnlySchema, type EmailOnlyValues } from '../forms/schemas';
import { serverMessage } from '../forms/server-message';
import { SubmitButton } from '../forms/SubmitButton';
import { pendingEmail } from '../../stores/pending-email.store';
import { CODE_FLOW, type OtpMode } from './code-flow';

export function SendCodeForm({ mode }: { mode: OtpMode }) {
  const navigate = useNavigate();
  const form = useForm<EmailOnlyValues>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const res = await api.call(CODE_FLOW[mode].send, { email });
      pendingEmail.set(res.email || email);
      navigate(CODE_FLOW[mode].codeScreen);
    } catch (e) {
      errorToast(serverMessage(e), { fallback: null });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="name@example.com" />
        <SubmitButton pending={form.formState.isSubmitting} />
      </form>
    </Form>
  );
}
