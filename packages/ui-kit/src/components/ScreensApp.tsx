// A remote's exposed App from its page map: the shell asks for a screen by id (RemoteAppProps
// { area, screen }) and the App draws that screen's page, suspended while a lazy page loads. Every
// remote builds its App this way, so the page map (`PAGES` in src/pages/screens.tsx, tested against
// src/screens.json) is the only place a remote names its pages. Typed structurally on
// `{ screen }` so the kit needs nothing from the shell's contract.
import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ComingSoon, type ComingSoonProps } from './ComingSoon';
import { FullScreenSpinner } from './Spinner';

/** A remote's pages by screen id; a page receives the App's props (e.g. its area). */
export type ScreenPages<P> = Record<string, ComponentType<P>>;

export function screensApp<P extends { screen: string }>(pages: ScreenPages<P>, fallback: ReactNode = <FullScreenSpinner />): ComponentType<P> {
  function ScreensApp(props: P) {
    const Page = pages[props.screen];
    // A screen this remote does not draw (an older manifest, a mistyped id): nothing, never a crash.
    if (!Page) return null;
    return (
      <Suspense fallback={fallback}>
        <Page {...props} />
      </Suspense>
    );
  }
  return ScreensApp;
}

/** Placeholder pages ("Coming soon" with the screen's title) for screens whose feature has not landed. */
export function comingSoonPages(placeholders: Record<string, ComingSoonProps>): Record<string, () => ReactElement> {
  return Object.fromEntries(
    Object.entries(placeholders).map(([id, props]) => {
      const Placeholder = () => <ComingSoon {...props} />;
      Placeholder.displayName = `ComingSoon(${id})`;
      return [id, Placeholder];
    }),
  );
}
