// The frame every studio screen shares: title block, then a full-screen spinner while the
// screen loads (spec §2) or the screen itself.
// The screen is first drawn in a deferred render (useDeferredValue): its data lands through TanStack
// Query's store subscription, whose update React renders synchronously — the whole form in one task,
// ~150 ms on a throttled phone (Lighthouse's total blocking time). Deferred, the spinner stays for
// that update and the screen is rendered in the background, yielding to the browser every 5 ms.
import { FullScreenSpinner, PageHeader } from '@atelier/ui-kit';
import { useDeferredValue, type ReactNode } from 'react';

export function ScreenShell({ title, subtitle, loading, children }: { title: string; subtitle: string; loading: boolean; children: ReactNode }) {
  // Both: a screen that starts loading again shows the spinner at once, never one render late.
  const waiting = useDeferredValue(loading);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={title} subtitle={subtitle} />
      {loading || waiting ? <FullScreenSpinner label={`Loading ${title}`} /> : children}
    </div>
  );
}
