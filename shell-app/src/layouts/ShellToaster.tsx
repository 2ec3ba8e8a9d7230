// The kit's Toaster wired to shell-contract's toast store (anyone may raise a toast; the shell
// shows it, one at a time, for TOAST_DURATION_MS).
import { TOAST_DURATION_MS, useToasts } from '@atelier/shell-contract';
import { Toaster } from '@atelier/ui-kit/src/widgets';

export function ShellToaster() {
  const current = useToasts((s) => s.current);
  const dismiss = useToasts((s) => s.dismiss);
  return <Toaster toast={current} onDismiss={dismiss} duration={TOAST_DURATION_MS} />;
}
