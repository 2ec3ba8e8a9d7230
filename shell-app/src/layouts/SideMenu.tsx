// The side menu: grouped links, the current entry highlighted and marked aria-current="page".
// Icons are the lucide node data a remote's manifest carries, so a new icon needs no shell build.
// An entry whose remote is down stays, with a faded icon and an "Unavailable right now" note (text
// keeps its contrast); it still leads to the screen, where the fallback panel offers Retry.
import { cn } from '@atelier/ui-kit';
import { ExternalLink, Icon, type IconNode as LucideIconNode } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useRemoteStatus } from '../federation/remote-status';
import type { NavGroup, NavItem } from './nav';

const linkBase =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0';
const idle = 'text-muted-foreground hover:bg-accent hover:text-accent-foreground';

function Label({ item, unavailable, children }: { item: NavItem; unavailable: boolean; children?: ReactNode }) {
  return (
    <>
      {item.icon ? (
        <Icon iconNode={item.icon as LucideIconNode} aria-hidden className={cn(unavailable && 'opacity-50')} />
      ) : (
        <span aria-hidden className="size-4 shrink-0" />
      )}
      <span className="flex min-w-0 flex-col">
        <span>{item.label}</span>
        {unavailable ? <span className="text-xs font-normal text-muted-foreground">Unavailable right now</span> : null}
      </span>
      {children}
    </>
  );
}

export function SideMenu({ groups, onNavigate }: { groups: NavGroup[]; onNavigate?: () => void }) {
  const down = useRemoteStatus((s) => s.down);
  return (
    <nav aria-label="Main" className="flex flex-col gap-6 p-4">
      {groups.map((group) => (
        <div key={group.label} role="group" aria-labelledby={`nav-${group.label}`}>
          <h2 id={`nav-${group.label}`} className="mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {group.label}
          </h2>
          <ul className="flex flex-col gap-1">
            {group.items.map((item) => {
              const unavailable = Boolean(down[item.remote]);
              const state = unavailable ? { 'data-unavailable': '' } : {};
              return (
                <li key={item.to}>
                  {item.newTab ? (
                    <a href={item.to} target="_blank" rel="noopener noreferrer" className={cn(linkBase, idle)} {...state}>
                      <Label item={item} unavailable={unavailable}>
                        <ExternalLink className="ml-auto opacity-60" aria-hidden />
                        <span className="sr-only">(opens in a new tab)</span>
                      </Label>
                    </a>
                  ) : (
                    <NavLink
                      to={item.to}
                      end={item.end}
                      onClick={onNavigate}
                      {...state}
                      className={({ isActive }) =>
                        cn(linkBase, isActive ? 'bg-primary/10 text-primary dark:bg-primary/15' : idle)
                      }
                    >
                      <Label item={item} unavailable={unavailable} />
                    </NavLink>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
