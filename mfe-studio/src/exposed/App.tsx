// What the shell loads from mfe_studio ('./App'): the image tool the shell asks for (src/screens.json
// declares them, under /dashboard). The shell mounts each at `<path>/*`, so a page may route below it.
import type { RemoteAppProps } from '@atelier/shell-contract';
import { FullScreenSpinner } from '@atelier/ui-kit';
import { Suspense } from 'react';
import { PAGES } from '../pages/screens';
import '../styles.css';

export default function App({ screen }: RemoteAppProps) {
  const Page = PAGES[screen];
  if (!Page) return null;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Page />
    </Suspense>
  );
}
