// Shows one toast with Radix Toast: an optional action button, destructive styling for errors.
// Presentational: the host passes the current toast and what closing it does (the shell wires it
// to shell-contract's toast store; the kit knows no app store).
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';

export interface ToastView {
  /** Identifies this toast: a new id is a new toast (closing reports the id). */
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick(): void };
}

export interface ToasterProps {
  toast: ToastView | null;
  /** Called with the toast's id when it closes (timeout, swipe, close button, Escape). */
  onDismiss(id: number): void;
  /** How long a toast stays, in ms. */
  duration: number;
}

export function Toaster({ toast: current, onDismiss: close, duration }: ToasterProps) {
  const destructive = current?.variant === 'destructive';
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right">
      {current ? (
        <ToastPrimitive.Root
          key={current.id}
          open
          onOpenChange={(open) => !open && close(current.id)}
          type={destructive ? 'foreground' : 'background'}
          data-variant={current.variant ?? 'default'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg data-[state=open]:animate-slide-up data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            destructive ? 'border-destructive bg-destructive text-destructive-foreground' : 'bg-background text-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description ? <ToastPrimitive.Description className="text-sm opacity-90">{current.description}</ToastPrimitive.Description> : null}
          </div>
          {current.action ? (
            <ToastPrimitive.Action
              altText={current.action.label}
              onClick={current.action.onClick}
              className={cn(
                'inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring',
                destructive && 'border-white/40 hover:border-white/60 hover:bg-white/10 focus-visible:ring-white',
              )}
            >
              {current.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close className="absolute top-2 right-2 rounded-md p-1 opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring">
            <X className="size-4" aria-hidden />
            <span className="sr-only">Close</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
