// Theme menu: Light, Dark, System (spec §2), persisted by the shared theme store.
// ThemeMenu is the menu itself (Radix, from the kit's widgets entry). The landing page and the
// layouts draw DeferredThemeMenu, which loads it on first intent (DeferredMenu.tsx says why).
import { useTheme, type Theme } from '@atelier/shell-contract';
import { Button } from '@atelier/ui-kit';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@atelier/ui-kit/src/widgets';
import { THEME_TRIGGER_LABEL, ThemeIcon } from './ThemeIcon';

const OPTIONS: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export function ThemeMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const theme = useTheme((s) => s.theme);
  const setTheme = useTheme((s) => s.setTheme);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={THEME_TRIGGER_LABEL}>
          <ThemeIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(v) => setTheme(v as Theme)}>
          {OPTIONS.map((o) => (
            <DropdownMenuRadioItem key={o.value} value={o.value}>
              {o.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
