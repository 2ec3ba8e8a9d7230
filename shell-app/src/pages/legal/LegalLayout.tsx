// The frame of the static legal pages (/terms, /privacy): logo, theme menu and a way back to
// sign-in on top, a table of contents, readable line length on every screen size, and links to the
// other document at the bottom. Every control is a plain link, so the page is fully keyboard usable.
import { Button, Logo } from '@atelier/ui-kit';
import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ThemeMenu } from '../../layouts/ThemeMenu';
import { SkipLink } from '../../layouts/SkipLink';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalLayoutProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** The other legal document, linked at the bottom. */
  other: { to: string; label: string };
}

export function LegalLayout({ title, updated, intro, sections, other }: LegalLayoutProps) {
  useEffect(() => {
    document.title = `${title} — Atelier`;
    return () => {
      document.title = 'Atelier';
    };
  }, [title]);
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-4">
          <Link to="/" aria-label="Atelier home" className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <Logo className="h-7 sm:h-8" />
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <ThemeMenu />
            <Button asChild variant="outline">
              <Link to="/login">
                <ArrowLeft aria-hidden />
                Back to sign in
              </Link>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-10 outline-none sm:py-14">
        <article aria-labelledby="legal-title" className="space-y-8">
          <header className="space-y-3">
            <h1 id="legal-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {title}
            </h1>
            <p className="text-sm text-muted-foreground">Last updated {updated}</p>
            <div className="space-y-3 leading-relaxed text-muted-foreground">{intro}</div>
          </header>
          <nav aria-label="On this page" className="rounded-lg border bg-card p-4">
            <h2 className="mb-2 text-sm font-semibold">On this page</h2>
            <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-20 space-y-3">
              <h2 id={`${s.id}-title`} className="text-xl font-semibold tracking-tight">
                {i + 1}. {s.title}
              </h2>
              <div className="space-y-3 leading-relaxed [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">{s.body}</div>
            </section>
          ))}
        </article>
        <footer className="mt-12 flex flex-col gap-3 border-t pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <Link to={other.to} className="w-fit rounded-sm underline underline-offset-4 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {other.label}
          </Link>
          <Link to="/login" className="w-fit rounded-sm underline underline-offset-4 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Back to sign in
          </Link>
        </footer>
      </main>
    </div>
  );
}
