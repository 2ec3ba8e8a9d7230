// The six-box code entry's state, shared by every screen that asks for a mailed code (sign-up,
// reset, email change): the digits, the in-place error (cleared once all six are typed again),
// the pending flag while the code is checked, and the submit that refuses an incomplete code
// before any call. Each screen says what to do with a whole code and how to show a refusal.
import { MSG } from '@atelier/contracts';
import { useState, type FormEvent } from 'react';
import { emptyDigits, joinOtp, OTP_LENGTH } from './otp-input.logic';

export interface CodeEntry {
  digits: string[];
  error: string | null;
  setError(error: string | null): void;
  /** True while `verify` runs (and after it succeeded: the screen moves on). */
  pending: boolean;
  onChange(next: string[]): void;
  submit(e: FormEvent): Promise<void>;
  /** Empties the boxes (a new code replaced the old). */
  clear(): void;
}

/** `verify` gets a whole code; when it throws, `onRefused` decides what the user sees. */
export function useCodeEntry(verify: (otp: string) => Promise<void>, onRefused: (err: unknown, entry: Pick<CodeEntry, 'setError'>) => void): CodeEntry {
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onChange = (next: string[]) => {
    setDigits(next);
    if (error && joinOtp(next).length === OTP_LENGTH) setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const otp = joinOtp(digits);
    if (otp.length !== OTP_LENGTH || !/^\d+$/.test(otp)) {
      setError(MSG.otp);
      return;
    }
    setPending(true);
    try {
      await verify(otp);
    } catch (err) {
      onRefused(err, { setError });
      setPending(false);
    }
  };

  return { digits, error, setError, pending, onChange, submit, clear: () => setDigits(emptyDigits()) };
}
