// "My Account" menu (spec §2) for either area: the entries the remotes publish in their screens
// manifests (mfe-auth: Profile, Change-Password, Login-History), then the shell's own Log out.
// The layouts draw DeferredAccountMenu: this menu, loaded on first intent (DeferredMenu.tsx).
import { Button } from '@atelier/ui-kit';
import { Avatar, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@atelier/ui-kit/src/widgets';
import { Icon, LogOut, type IconNode as LucideIconNode } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_TRIGGER_LABEL, type AccountMenuProps } from './AccountTrigger';
import { useAccountMenu } from './nav';

export function AccountMenu({ area, name, onLogout, defaultOpen = false }: AccountMenuProps & { defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const items = useAccountMenu(area);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={ACCOUNT_TRIGGER_LABEL}>
          <Avatar name={name} className="size-8" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <DropdownMenuItem key={item.to} onSelect={() => navigate(item.to)}>
            {item.icon ? <Icon iconNode={item.icon as LucideIconNode} aria-hidden /> : null} {item.label}
          </DropdownMenuItem>
        ))}
        {items.length ? <DropdownMenuSeparator /> : null}
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
