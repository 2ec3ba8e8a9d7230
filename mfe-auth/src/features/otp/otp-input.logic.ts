// Pure rules of the six-box code input (spec §2 "Enter Otp"), kept apart from React so the
// focus and clearing behaviour can be reasoned about and tested without a browser.
import { LIMITS } from '@atelier/contracts/src/messages';

/** The contract's code length (the server checks the same). */
export const OTP_LENGTH = LIMITS.otpLength;

export interface OtpStep {
  digits: string[];
  /** Index of the box that should have focus next, or null to leave focus where it is. */
  focus: number | null;
}

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * A box's value changed to `raw` (what the browser reports after typing or deleting).
 * A digit fills the box and moves on; clearing the box clears every later box and moves back;
 * anything else (letters, symbols) is ignored.
 */
export function applyInput(digits: readonly string[], index: number, raw: string): OtpStep {
  if (raw === '') {
    const next = digits.map((d, i) => (i < index ? d : ''));
    return { digits: next, focus: index > 0 ? index - 1 : index };
  }
  // The last digit typed wins, so typing over a selected digit replaces it.
  const digit = raw.replace(/\D/g, '').slice(-1);
  if (!digit) return { digits: [...digits], focus: null };
  const next = [...digits];
  next[index] = digit;
  return { digits: next, focus: index < OTP_LENGTH - 1 ? index + 1 : null };
}

/** Backspace in an already empty box only moves back (a filled box is cleared by applyInput). */
export function applyBackspaceOnEmpty(index: number): number | null {
  return index > 0 ? index - 1 : null;
}

/** Pasted text fills boxes from `index` on with its digits; a full code fills all six. */
export function applyPaste(digits: readonly string[], index: number, text: string): OtpStep | null {
  const pasted = text.replace(/\D/g, '');
  if (!pasted) return null;
  const start = pasted.length >= OTP_LENGTH ? 0 : index;
  const next = [...digits];
  const chars = pasted.slice(0, OTP_LENGTH - start).split('');
  chars.forEach((d, i) => (next[start + i] = d));
  const last = start + chars.length - 1;
  return { digits: next, focus: Math.min(last + 1, OTP_LENGTH - 1) };
}

export const joinOtp = (digits: readonly string[]): string => digits.join('');
