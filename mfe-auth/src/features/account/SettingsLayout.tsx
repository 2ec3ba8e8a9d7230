// Settings frame of both areas (spec §2 "Settings"): title, subtitle, side links to Account,
// Change Password and Login History, and the selected page beside them.
import { cn } from '@atelier/ui-kit';
import { NavLink, Outlet } from 'react-router-dom';
import { accountBase, type AccountArea } from './account-api';

const LINKS = [
  { to: '', label: 'Account', end: true },
  { to: '/change-password', label: 'Change Password', end: false },
  { to: '/login-history', label: 'Login History', end: false },
] as const;

export function SettingsLayout({ area }: { area: AccountArea }) {
  const base = accountBase(area);
  return (
    <div className="flex flex-col gap-6 text-foreground">
      <header className="flex flex-col gap-1 border-b border-border pb-6">
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Manage your account settings</p>
      </header>
      <div className="flex flex-col gap-8 lg:flex-row lg:gap-12">
        <nav aria-label="Settings" className="lg:w-1/5">
          <ul className="flex gap-2 overflow-x-auto lg:flex-col lg:gap-1">
            {LINKS.map((l) => (
              <li key={l.label}>
                <NavLink
                  to={base + l.to}
                  end={l.end}
                  className={({ isActive }) =>
                    cn(
                      'block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
                    )
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="min-w-0 flex-1 lg:max-w-2xl">
          <Outlet />
        </section>
      </div>
    </div>
  );
}
