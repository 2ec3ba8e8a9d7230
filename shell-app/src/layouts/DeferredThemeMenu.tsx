// The theme menu of the landing page, loaded on first intent (see ThemeMenu.tsx for why). Until then
// it is the trigger alone, drawn with the same Button, label and icon as the real one.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/light';
import { THEME_TRIGGER_LABEL, ThemeIcon } from './ThemeIcon';

const load = () => import('./ThemeMenu');
const ThemeMenu = lazy(async () => ({ default: (await load()).ThemeMenu }));

export function DeferredThemeMenu() {
  // Pressed (click, Enter, Space, ArrowDown): draw the real menu, open.
  const [pressed, setPressed] = useState(false);
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={THEME_TRIGGER_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setPressed(true)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') setPressed(true);
      }}
    >
      <ThemeIcon />
    </Button>
  );
  if (!pressed) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ThemeMenu defaultOpen />
    </Suspense>
  );
}
