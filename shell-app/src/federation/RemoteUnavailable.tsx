// The panel shown inside the layout where a remote should be, when it cannot be loaded or crashed.
import { Button } from '../ui/light';
import { CloudOff, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { retryRemote } from './remote-attempts';

export function RemoteUnavailable({ name, onRetry }: { name: string; onRetry?: () => void }) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await retryRemote(name);
      onRetry?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      role="alert"
      data-remote-unavailable={name}
      className="mx-auto my-10 flex max-w-lg flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center"
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <CloudOff className="size-6 text-muted-foreground" aria-hidden />
      </div>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">This part of Atelier is unavailable right now</h2>
        <p className="text-sm text-muted-foreground">The rest of the app still works. Try again in a moment.</p>
      </div>
      <Button onClick={retry} loading={busy} variant="outline">
        <RotateCw aria-hidden />
        Retry
      </Button>
    </section>
  );
}
