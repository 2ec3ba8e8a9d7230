// An in-text router link of the auth screens: underlined, with a visible keyboard focus ring.
import { cn } from '@atelier/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function TextLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cn(
        'rounded-sm underline underline-offset-4 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {children}
    </Link>
  );
}
