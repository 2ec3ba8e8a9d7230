// Class-name helper: conditional classes (clsx) with Tailwind conflicts resolved (tailwind-merge),
// so a caller's `className` reliably overrides a component's defaults.
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
