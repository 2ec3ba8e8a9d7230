// Six single-digit boxes for the one-time code (spec §2, §5). Focus rules live in
// otp-input.logic.ts; this component only wires them to the inputs.
import { cn } from '@atelier/ui-kit';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { applyBackspaceOnEmpty, applyInput, applyPaste, OTP_LENGTH, type OtpStep } from './otp-input.logic';

interface OtpInputProps {
  digits: string[];
  onChange(digits: string[]): void;
  invalid?: boolean;
  /** id of the element describing the error, for aria-describedby. */
  errorId?: string;
  disabled?: boolean;
}

export function OtpInput({ digits, onChange, invalid, errorId, disabled }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (i: number | null) => {
    if (i === null) return;
    const el = boxes.current[i];
    el?.focus();
    el?.select();
  };
  const apply = (step: OtpStep | null) => {
    if (!step) return;
    onChange(step.digits);
    focusBox(step.focus);
  };

  // Keys are handled here rather than left to the browser, so typing over a filled box and
  // Backspace behave the same wherever the caret is; onChange still covers virtual keyboards
  // that report no key.
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      apply(applyInput(digits, i, e.key));
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      if (digits[i] !== '') apply(applyInput(digits, i, ''));
      else if (e.key === 'Backspace') focusBox(applyBackspaceOnEmpty(i));
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      focusBox(i - 1);
    } else if (e.key === 'ArrowRight' && i < OTP_LENGTH - 1) {
      e.preventDefault();
      focusBox(i + 1);
    }
  };
  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    apply(applyPaste(digits, i, e.clipboardData.getData('text')));
  };

  return (
    <div role="group" aria-label="One-time code" className="flex justify-center gap-2">
      {digits.map((d, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          value={d}
          onChange={(e) => apply(applyInput(digits, i, e.target.value))}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={1}
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          // The code is the only thing to do on this screen, so typing can start at once.
          autoFocus={i === 0}
          aria-label={`Digit ${i + 1}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          disabled={disabled}
          className={cn(
            'size-11 rounded-md border border-input bg-background text-center text-lg font-medium shadow-sm outline-none transition-colors',
            'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
            'aria-invalid:border-destructive dark:bg-input/30 sm:size-12',
          )}
        />
      ))}
    </div>
  );
}
