// The frame every studio screen shares: title block, then a full-screen spinner while the
// screen loads (spec §2) or the screen itself.
import { FullScreenSpinner, PageHeader } from '@atelier/ui-kit';
import type { ReactNode } from 'react';

export function ScreenShell({ title, subtitle, loading, children }: { title: string; subtitle: string; loading: boolean; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader title={title} subtitle={subtitle} />
      {loading ? <FullScreenSpinner label={`Loading ${title}`} /> : children}
    </div>
  );
}
