// Text inputs: Input and Textarea on the kit's control look (lib/control.ts: focus ring, invalid styling by aria-invalid).
import * as React from 'react';
import { cn } from '../lib/cn';
import { controlClass } from '../lib/control';

const field = `${controlClass} px-3`;

export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      className={cn(field, 'h-9 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground', className)}
      {...props}
    />
  );
});

export const Textarea = React.forwardRef<HTMLTextAreaElement, React.TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cn(field, 'min-h-20 py-2', className)} {...props} />;
});
