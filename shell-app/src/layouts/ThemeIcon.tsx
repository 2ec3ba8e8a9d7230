// The theme menu's trigger label and icon (sun, or moon in dark mode), in a file of their own so
// the deferred trigger of the landing page draws them without loading the menu (ThemeMenu.tsx).
import { useTheme } from '@atelier/shell-contract';
import { Moon, Sun } from 'lucide-react';

export const THEME_TRIGGER_LABEL = 'Toggle theme';

export function ThemeIcon() {
  const resolved = useTheme((s) => s.resolved);
  return resolved === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />;
}
