// A report's filter menu (spec §2 "Status and Subscription filter menus"): a button saying the
// filter and what it is set to, opening a menu of radio choices ("All" first). Keyboard and
// screen-reader behaviour are Radix's (menuitemradio, checked state).
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@atelier/ui-kit';
import { ChevronDown } from 'lucide-react';

export interface FilterChoice<V extends string> {
  value: V;
  label: string;
}

interface FilterMenuProps<V extends string> {
  label: string;
  value: V | '';
  choices: readonly FilterChoice<V>[];
  onChange(value: V | ''): void;
}

export function FilterMenu<V extends string>({ label, value, choices, onChange }: FilterMenuProps<V>) {
  const current = choices.find((c) => c.value === value)?.label ?? 'All';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={`${label}: ${current}`}>
          {label}: {current}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={value} onValueChange={(v) => onChange(v as V | '')}>
          <DropdownMenuRadioItem value="">All</DropdownMenuRadioItem>
          {choices.map((c) => (
            <DropdownMenuRadioItem key={c.value} value={c.value}>
              {c.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
