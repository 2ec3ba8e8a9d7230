// A top-bar menu drawn as its trigger alone until the person shows intent, then loaded and shown.
// The menus are Radix widgets (the kit's widgets entry, ~38 KiB on the wire) that most pages draw
// nothing else from: the landing page and the dashboard's feeds screens would download the entry
// only for two closed menus. The stand-in trigger looks and reads as the real one (same button,
// label, icon, `aria-haspopup`); pointer or focus on it starts the download, and pressing it (click,
// Enter, Space, ArrowDown) draws the real menu open — at once if it has arrived, else as it arrives.
import { Suspense, useState, type ReactElement, type ReactNode } from 'react';

/** What the stand-in trigger must carry: the handlers that load and open the real menu. */
export interface IntentHandlers {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  onPointerEnter(): void;
  onFocus(): void;
  onClick(): void;
  onKeyDown(e: { key: string }): void;
}

export function DeferredMenu({ load, trigger, open }: {
  /** Starts the menu's download (the same import its lazy component makes; repeated calls are free). */
  load: () => Promise<unknown>;
  /** The stand-in trigger, given the handlers to spread on its button. */
  trigger: (intent: IntentHandlers) => ReactElement;
  /** The real menu, drawn open (a lazy component given `defaultOpen`). */
  open: () => ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const standIn = trigger({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setPressed(true),
    onKeyDown: (e) => {
      if (e.key === 'ArrowDown') setPressed(true);
    },
  });
  if (!pressed) return standIn;
  return <Suspense fallback={standIn}>{open()}</Suspense>;
}
