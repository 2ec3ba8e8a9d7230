// Frame of every public auth screen: a brand panel with the testimonial beside the form on
// wide screens, stacked under it on small ones (the form stays first for keyboard and reader).
import { Logo } from '@atelier/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  /** Top-right link to the other entry screen (Login ↔ Register), as in the reference layout. */
  corner?: { to: string; label: string };
  children: ReactNode;
}

export function AuthLayout({ title, description, corner, children }: AuthLayoutProps) {
  return (
    <div className="grid min-h-dvh bg-background text-foreground lg:grid-cols-2">
      <div className="relative flex flex-col items-center justify-center px-6 py-12 sm:px-10 lg:order-2">
        {corner && (
          <Link
            to={corner.to}
            className="absolute right-4 top-4 rounded-md px-3 py-2 text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:right-8 md:top-8"
          >
            {corner.label}
          </Link>
        )}
        <div className="mx-auto flex w-full max-w-sm flex-col gap-6">
          <header className="flex flex-col gap-2 text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </header>
          {children}
        </div>
      </div>
      <aside
        aria-label="What creators say"
        className="flex flex-col justify-between gap-10 bg-zinc-900 p-8 text-zinc-50 dark:bg-zinc-950 dark:border-l dark:border-zinc-800 lg:order-1 lg:p-10 lg:dark:border-l-0 lg:dark:border-r"
      >
        <Link to="/" aria-label="Atelier home" className="w-fit rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Logo variant="dark" />
        </Link>
        <figure className="flex flex-col gap-2">
          <blockquote className="text-lg leading-relaxed">
            &ldquo;Atelier turned a one-line idea into a whole mood board before my coffee went cold. It has become the
            first tool I open for every client brief.&rdquo;
          </blockquote>
          <figcaption className="text-sm text-zinc-400">Sofia Davis, illustrator</figcaption>
        </figure>
      </aside>
    </div>
  );
}
