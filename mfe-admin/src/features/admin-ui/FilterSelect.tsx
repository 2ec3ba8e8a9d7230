// A report's filter (the User Report's Status and Subscription, the audit log's Action and Entity,
// the ops reports' Status, the queue's State and Model): a labelled select whose first choice is
// All ('' to the caller), applied at once. A select rather than a menu of radio items: its label
// stays on screen and it is announced as a combobox named by the filter, with its value.
import { Label } from '@atelier/ui-kit';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@atelier/ui-kit/src/widgets';
import { useId } from 'react';

export interface FilterChoice<V extends string> {
  value: V;
  label: string;
}

/** The select's value for All (a select item cannot have ''). */
const ALL = '__all__';

interface FilterSelectProps<V extends string> {
  label: string;
  value: V | '';
  choices: readonly FilterChoice<V>[];
  onChange(value: V | ''): void;
  className?: string;
}

export function FilterSelect<V extends string>({ label, value, choices, onChange, className = 'sm:w-52' }: FilterSelectProps<V>) {
  const id = useId();
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <Label id={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? '' : (v as V))}>
        <SelectTrigger aria-labelledby={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All</SelectItem>
          {choices.map((c) => (
            <SelectItem key={c.value} value={c.value}>
              {c.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
