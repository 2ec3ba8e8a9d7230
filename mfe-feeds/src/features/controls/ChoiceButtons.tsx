// A row of toggle buttons of which one is on (categories, the Personal Feed's sorts): real buttons
// with aria-pressed, in a named group, reachable and pressed with the keyboard like any button.
import { Button } from '@atelier/ui-kit';

export interface Choice<V extends string> {
  value: NoInfer<V>;
  label: string;
}

export interface ChoiceButtonsProps<V extends string> {
  label: string;
  choices: readonly Choice<V>[];
  value: NoInfer<V>;
  onChange(value: NoInfer<V>): void;
}

export function ChoiceButtons<V extends string>({ label, choices, value, onChange }: ChoiceButtonsProps<V>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((c) => (
        <Button
          key={c.value}
          type="button"
          size="sm"
          variant={c.value === value ? 'default' : 'outline'}
          aria-pressed={c.value === value}
          onClick={() => onChange(c.value)}
        >
          {c.label}
        </Button>
      ))}
    </div>
  );
}
