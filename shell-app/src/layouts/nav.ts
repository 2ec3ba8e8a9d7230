// The side menu and the account menu of an area, built from the remotes' screen manifests (label, icon, group, order).
import type { Area } from '@atelier/shell-contract';
import { useMemo } from 'react';
import { useKnownRemotes } from '../federation/remotes-context';
import { buildAccountMenu, buildNav, type AccountMenuItem, type NavGroup } from '../federation/screens-manifest';

export type { AccountMenuItem, NavGroup, NavItem } from '../federation/screens-manifest';

export function useAreaNav(area: Area): NavGroup[] {
  const remotes = useKnownRemotes();
  return useMemo(() => buildNav(remotes, area), [remotes, area]);
}

export function useAccountMenu(area: Area): AccountMenuItem[] {
  const remotes = useKnownRemotes();
  return useMemo(() => buildAccountMenu(remotes, area), [remotes, area]);
}
