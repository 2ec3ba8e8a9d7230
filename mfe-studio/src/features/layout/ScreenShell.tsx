// The frame every studio screen shares: title block, then a full-screen spinner while the
// screen loads (spec §2) or the screen itself.
// The screen is drawn in a deferred render once its data is in (useDeferredReady says why).
import { FullScreenSpinner, PageHeader, useDeferredReady } from '@atelier/ui-kit';
import type { ReactNode } from 'react';

export function ScreenShell({ title, subtitle, loading, children }: { title: string; subtitle: string; loading: boolean; children: ReactNode }) {
  const ready = useDeferredReady(!loading);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={title} subtitle={subtitle} />
      {ready ? children : <FullScreenSpinner label={`Loading ${title}`} />}
    </div>
  );
}
