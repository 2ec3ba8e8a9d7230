// The "Atelier" wordmark as inline SVG. Without a `variant` the wordmark follows the page theme
// through the `dark` class on <html> (set by the theme store from the stored theme, spec §4), so the
// kit needs no app store; `variant` pins it for a surface that is always light or dark.
import { cn } from '../lib/cn';

const INK = { light: '#17151f', dark: '#f5f5f7' } as const;

export function Logo({ variant, className }: { variant?: 'light' | 'dark'; className?: string }) {
  const v = variant ?? 'auto';
  return (
    <svg
      viewBox="0 0 132 32"
      role="img"
      aria-label="Atelier"
      data-variant={v}
      className={cn('h-8 w-auto', className)}
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id={`atelier-mark-${v}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c6cff" />
          <stop offset="1" stopColor="#e0559b" />
        </linearGradient>
      </defs>
      <rect x="1" y="2" width="28" height="28" rx="8" fill={`url(#atelier-mark-${v})`} />
      <path d="M8.5 24 15 8l6.5 16M11 18.5h8" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="23.5" cy="9" r="2" fill="#fff" />
      <text
        x="37"
        y="23"
        {...(variant ? { fill: INK[variant] } : { className: 'fill-[#17151f] dark:fill-[#f5f5f7]' })}
        fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontSize="20"
        fontWeight="700"
        letterSpacing="-0.5"
      >
        Atelier
      </text>
    </svg>
  );
}
