// Avatar: the picture when it loads, otherwise the person's initials (spec: initials fallback).
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cn } from '../lib/cn';

/** "Ada Lovelace" → "AL"; "ada" → "A"; empty → "?". */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts[0][0] + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}

export function Avatar({ name, src, className }: { name: string | null | undefined; src?: string | null; className?: string }) {
  return (
    <AvatarPrimitive.Root className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}>
      {src ? <AvatarPrimitive.Image className="aspect-square size-full object-cover" src={src} alt={name ?? ''} /> : null}
      <AvatarPrimitive.Fallback className="flex size-full items-center justify-center rounded-full bg-muted text-sm font-medium" aria-label={name ?? undefined}>
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
