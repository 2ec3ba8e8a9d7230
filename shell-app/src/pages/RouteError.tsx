// Last-resort screen for an error in the shell's own routing code (remotes have their own panel).
import { Button, Logo } from '../ui/light';
import { useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  console.error('[atelier] route error', error);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-4 text-center text-foreground">
      <Logo />
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">Please reload the page. If it keeps happening, try again later.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
