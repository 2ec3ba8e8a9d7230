// The frame of a signed-in area (user dashboard or admin): sticky top bar, side menu (a drawer
// toggled by the hamburger on small screens), skip link and the routed content.
import { Button, cn, Logo } from '@atelier/ui-kit';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import type { NavGroup } from './nav';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';
import { useMediaQuery } from './use-media-query';
import { useRouteFocus } from './use-route-focus';

export interface AreaLayoutProps {
  /** Where the logo leads (/dashboard or /admin/dashboard). */
  home: string;
  nav: NavGroup[];
  /** Right-hand side of the top bar (credits badge, theme menu, account menu). */
  actions: ReactNode;
}

export function AreaLayout({ home, nav, actions }: AreaLayoutProps) {
  const [open, setOpen] = useState(false);
  const desktop = useMediaQuery('(min-width: 768px)');
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useRouteFocus(main);

  useEffect(() => setOpen(false), [pathname]);
  // Opening the drawer moves keyboard focus into it (its current entry, else the first link).
  useEffect(() => {
    if (!open || desktop) return;
    const menu = document.getElementById('side-menu');
    (menu?.querySelector<HTMLElement>('[aria-current="page"]') ?? menu?.querySelector<HTMLElement>('a'))?.focus();
  }, [open, desktop]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const drawerHidden = !desktop && !open;
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <SkipLink />
      <header className="sticky top-0 z-40 h-16 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="flex h-full items-center gap-2 px-3 sm:px-4">
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="side-menu"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
          <Link to={home} className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label="Atelier home">
            <Logo className="h-7 sm:h-8" />
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">{actions}</div>
        </div>
      </header>
      <div className="flex">
        {open && !desktop ? <div className="fixed inset-0 top-16 z-30 bg-black/50" aria-hidden onClick={() => setOpen(false)} /> : null}
        <aside
          id="side-menu"
          aria-label="Side menu"
          className={cn(
            'fixed top-16 bottom-0 left-0 z-30 w-64 shrink-0 overflow-y-auto border-r bg-background transition-transform duration-200',
            'md:sticky md:h-[calc(100dvh-4rem)] md:translate-x-0',
            drawerHidden ? 'invisible -translate-x-full' : 'visible translate-x-0',
          )}
        >
          <SideMenu groups={nav} onNavigate={() => setOpen(false)} />
        </aside>
        <main id="main" ref={main} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
