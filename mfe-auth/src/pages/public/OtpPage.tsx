// Enter Otp for sign-up and for password reset (spec §2): six boxes, Submit, Resend Otp.
// Without a stored email there is nothing to verify, so the screen sends the user to /login.
import { api } from '@atelier/api-client';
import { errorToast, successToast } from '@atelier/shell-contract';
import { Button } from '@atelier/ui-kit';
import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../features/auth-layout/AuthLayout';
import { serverMessage } from '../../features/forms/server-message';
import { SubmitButton } from '../../features/forms/SubmitButton';
import { CODE_FLOW, type OtpMode } from '../../features/otp/code-flow';
import { OtpInput } from '../../features/otp/OtpInput';
import { useCodeEntry } from '../../features/otp/use-code-entry';
import { pendingEmail } from '../../stores/pending-email.store';


export default function OtpPage({ mode }: { mode: OtpMode }) {
  const navigate = useNavigate();
  const errorId = useId();
  const [email] = useState(pendingEmail.get);
  const [resending, setResending] = useState(false);
  const flow = CODE_FLOW[mode];
  const { digits, error, pending: verifying, onChange, submit, clear } = useCodeEntry(
    async (otp) => {
      await api.call(flow.verify, { email: email!, otp });
      navigate(flow.next);
    },
    (err) => errorToast(serverMessage(err)),
  );
  if (!email) return <Navigate to="/login" replace />;

  const resend = async () => {
    setResending(true);
    try {
      const res = await api.call(flow.resend, { email });
      successToast(res.status, res.msg);
      clear();
    } catch (err) {
      errorToast(serverMessage(err));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout
      title="Enter Otp"
      description={
        <>
          We sent a 6 digit code to <span className="font-medium text-foreground">{email}</span>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <OtpInput digits={digits} onChange={onChange} invalid={!!error} errorId={errorId} disabled={verifying} />
        <p id={errorId} role="alert" className="min-h-5 text-center text-sm font-medium text-destructive">
          {error}
        </p>
        <SubmitButton pending={verifying} />
      </form>
      <div className="flex items-center justify-center gap-1 text-sm text-muted-foreground">
        Didn&apos;t get the code?
        <Button type="button" variant="link" className="h-auto p-0" onClick={resend} loading={resending}>
          Resend Otp
        </Button>
      </div>
    </AuthLayout>
  );
}
