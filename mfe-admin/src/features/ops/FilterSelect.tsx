// A labelled filter select whose first choice is All ('' to the caller), applied at once.
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@atelier/ui-kit';
import { useId } from 'react';

const ALL = 'all';

export function FilterSelect({ label, value, options, onChange, className = 'sm:w-52' }: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange(v: string): void; className?: string }) {
  const id = useId();
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <Label id={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? '' : v)}>
        <SelectTrigger aria-labelledby={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {[{ value: ALL, label: 'All' }, ...options].map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
