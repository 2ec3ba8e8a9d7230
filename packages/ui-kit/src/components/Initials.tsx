// A person's initials in a circle: what Avatar shows when there is no picture, drawn without Radix
// so a frame can show it before the widgets entry has loaded (the shell's deferred account menu).
// Avatar draws its fallback with the same classes, so the two look the same.
import { cn } from '../lib/cn';

/** "Ada Lovelace" → "AL"; "ada" → "A"; empty → "?". */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

/** Avatar's root and fallback classes: one home for the look both draw. */
export const AVATAR_ROOT_CLASS = 'relative flex size-9 shrink-0 overflow-hidden rounded-full';
export const AVATAR_FALLBACK_CLASS = 'flex size-full items-center justify-center rounded-full bg-muted text-sm font-medium';

export function InitialsAvatar({ name, className }: { name: string | null | undefined; className?: string }) {
  return (
    <span className={cn(AVATAR_ROOT_CLASS, className)}>
      <span className={AVATAR_FALLBACK_CLASS} aria-label={name ?? undefined}>
        {initialsOf(name)}
      </span>
    </span>
  );
}
