// The side menu: grouped links, the current entry highlighted and marked aria-current="page".
import { cn } from '@atelier/ui-kit';
import { ExternalLink } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import type { NavGroup } from './nav';

const linkBase =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0';

export function SideMenu({ groups, onNavigate }: { groups: NavGroup[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-6 p-4">
      {groups.map((group) => (
        <div key={group.label} role="group" aria-labelledby={`nav-${group.label}`}>
          <h2 id={`nav-${group.label}`} className="mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {group.label}
          </h2>
          <ul className="flex flex-col gap-1">
            {group.items.map(({ label, to, icon: Icon, end, external }) => (
              <li key={to}>
                {external ? (
                  <a href={to} target="_blank" rel="noopener noreferrer" className={cn(linkBase, 'text-muted-foreground hover:bg-accent hover:text-accent-foreground')}>
                    <Icon aria-hidden />
                    {label}
                    <ExternalLink className="ml-auto opacity-60" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : (
                  <NavLink
                    to={to}
                    end={end}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        linkBase,
                        isActive ? 'bg-primary/10 text-primary dark:bg-primary/15' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                      )
                    }
                  >
                    <Icon aria-hidden />
                    {label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
