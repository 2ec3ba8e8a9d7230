// The second step of an email change (issue 11): the code sent to the new address, in the same six
// boxes as sign-up's, with Confirm, Resend and Cancel. Errors are shown in place (role=alert under
// the boxes); the login email stays the old one until the code is confirmed.
import { MSG } from '@atelier/contracts';
import { Button } from '@atelier/ui-kit';
import { useId, useState } from 'react';
import { serverMessage } from '../forms/server-message';
import { SubmitButton } from '../forms/SubmitButton';
import { OtpInput } from '../otp/OtpInput';
import { useCodeEntry } from '../otp/use-code-entry';

interface EmailChangeStepProps {
  pendingEmail: string;
  currentEmail: string;
  confirm(otp: string): Promise<void>;
  /** Asks again (the same profile values): a new code replaces the old. Resolves to the server's message. */
  resend(): Promise<string>;
  cancel(): void;
}

export function EmailChangeStep({ pendingEmail, currentEmail, confirm, resend, cancel }: EmailChangeStepProps) {
  const errorId = useId();
  const headingId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const entry = useCodeEntry(
    async (otp) => {
      setNotice(null);
      await confirm(otp);
    },
    (err, { setError }) => setError(serverMessage(err) ?? MSG.genericError),
  );
  const { digits, error, setError, pending: confirming, onChange, submit } = entry;

  const again = async () => {
    setResending(true);
    setError(null);
    try {
      setNotice(await resend());
      entry.clear();
    } catch (err) {
      setError(serverMessage(err) ?? MSG.genericError);
    } finally {
      setResending(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h3 id={headingId} className="font-medium">
          Confirm your new email
        </h3>
        <p className="text-sm text-muted-foreground">
          We sent a code to <span className="font-medium text-foreground">{pendingEmail}</span>. Until you enter it, you
          still sign in with <span className="font-medium text-foreground">{currentEmail}</span>.
        </p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-describedby={errorId}>
        <OtpInput digits={digits} onChange={onChange} invalid={!!error} errorId={errorId} disabled={confirming} />
        <p id={errorId} role="alert" className="min-h-5 text-center text-sm font-medium text-destructive">
          {error}
        </p>
        <p role="status" className="min-h-5 text-center text-sm text-muted-foreground">
          {notice}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="sm:w-40">
            <SubmitButton pending={confirming} label="Confirm" />
          </div>
          <Button type="button" variant="outline" onClick={again} loading={resending}>
            Resend code
          </Button>
          <Button type="button" variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
