// The side menu of an area, built from the remotes' screen manifests (label, icon, group, order).
import type { Area } from '@atelier/shell-contract';
import { useMemo } from 'react';
import { useKnownRemotes } from '../federation/remotes-context';
import { buildNav, type NavGroup } from '../federation/screens-manifest';

export type { NavGroup, NavItem } from '../federation/screens-manifest';

export function useAreaNav(area: Area): NavGroup[] {
  const remotes = useKnownRemotes();
  return useMemo(() => buildNav(remotes, area), [remotes, area]);
}
