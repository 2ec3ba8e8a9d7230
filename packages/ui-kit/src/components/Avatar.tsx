// Avatar: the picture when it loads, otherwise the person's initials (spec: initials fallback).
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cn } from '../lib/cn';
import { AVATAR_FALLBACK_CLASS, AVATAR_ROOT_CLASS, initialsOf } from './Initials';

export { initialsOf, InitialsAvatar } from './Initials';

export function Avatar({ name, src, className }: { name: string | null | undefined; src?: string | null; className?: string }) {
  return (
    <AvatarPrimitive.Root className={cn(AVATAR_ROOT_CLASS, className)}>
      {src ? <AvatarPrimitive.Image className="aspect-square size-full object-cover" src={src} alt={name ?? ''} /> : null}
      <AvatarPrimitive.Fallback className={AVATAR_FALLBACK_CLASS} aria-label={name ?? undefined}>
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
