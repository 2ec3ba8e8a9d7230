// "My Account" menu: Profile, Change-Password, Login-History, Log out (spec §2), for either area.
import {
  Avatar,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@atelier/ui-kit';
import { History, KeyRound, LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

export function AccountMenu({ accountBase, name, onLogout }: { accountBase: string; name: string | null; onLogout(): void }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="Open account menu">
          <Avatar name={name} className="size-8" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(accountBase)}>
          <UserRound aria-hidden /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(`${accountBase}/change-password`)}>
          <KeyRound aria-hidden /> Change-Password
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(`${accountBase}/login-history`)}>
          <History aria-hidden /> Login-History
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
