// A report's filter (the User Report's Status and Subscription, the audit log's Action and Entity,
// the ops reports' Status, the queue's State and Model): a labelled select whose first choice is
// All ('' to the caller), applied at once. A select rather than a menu of radio items: its label
// stays on screen and it is announced as a combobox named by the filter, with its value.
import { Label, Select } from '@atelier/ui-kit';
import { useId } from 'react';

export interface FilterChoice<V extends string> {
  value: V;
  label: string;
}

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
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        <option value="">All</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
