// The theme menu, loaded on first intent (DeferredMenu says why). Until then it is the trigger
// alone, drawn with the same Button, label and icon as the real one (ThemeMenu.tsx).
import { lazy } from 'react';
import { Button } from '../ui/light';
import { DeferredMenu } from './DeferredMenu';
import { THEME_TRIGGER_LABEL, ThemeIcon } from './ThemeIcon';

const load = () => import('./ThemeMenu');
const ThemeMenu = lazy(async () => ({ default: (await load()).ThemeMenu }));

export function DeferredThemeMenu() {
  return (
    <DeferredMenu
      load={load}
      trigger={(intent) => (
        <Button variant="ghost" size="icon" aria-label={THEME_TRIGGER_LABEL} {...intent}>
          <ThemeIcon />
        </Button>
      )}
      open={() => <ThemeMenu defaultOpen />}
    />
  );
}
