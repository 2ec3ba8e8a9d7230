// The account menu's trigger label and props, in a file of their own so the deferred trigger draws
// them without loading the menu (AccountMenu.tsx), as ThemeIcon.tsx does for the theme menu.
import type { Area } from '@atelier/shell-contract';

export const ACCOUNT_TRIGGER_LABEL = 'Open account menu';

export interface AccountMenuProps {
  area: Area;
  name: string | null;
  onLogout(): void;
}
