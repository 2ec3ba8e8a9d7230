// Select: the browser's own <select>, styled like the kit's inputs, with a chevron and an optional
// placeholder (a hidden, unselectable first option shown while the value is ''). Native rather than
// a scripted listbox (Radix Select until 2026-11-28): it draws no component per option — Radix
// registered every item on mount, 671 → 278 component renders on the Playground's load, long tasks
// ~20 % shorter at 4× CPU (docs/benchmarks.md) —, phones get their own picker, and keyboard and
// screen-reader behaviour (a combobox with its value) is the platform's. Options are <option> and
// <optgroup> children.
import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn';
import { controlClass } from '../lib/control';

export interface SelectProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  /** Shown while the value is '' (it cannot be chosen back). */
  placeholder?: string;
}

export const Select = React.forwardRef<HTMLSelectElement, SelectProps>(function Select({ className, placeholder, children, value, ...props }, ref) {
  return (
    // h-fit: a stretched grid or flex cell would move the chevron off the select's middle.
    <div className="relative h-fit">
      <select
        ref={ref}
        value={value}
        // Styled as a placeholder while nothing is chosen (like an input's placeholder).
        data-placeholder={placeholder !== undefined && value === '' ? '' : undefined}
        className={cn(
          controlClass,
          'h-9 appearance-none truncate pr-8 pl-3 data-[placeholder]:text-muted-foreground',
          // The open list takes the page's colours (the select's own text may be the placeholder's).
          '[&_option]:bg-popover [&_option]:text-popover-foreground',
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        ) : null}
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60" aria-hidden />
    </div>
  );
});
