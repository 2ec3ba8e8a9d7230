// A labelled select bound to react-hook-form: LabeledField (Field.tsx) around Radix Select. It is in
// the kit's widgets entry (src/widgets.ts) with Select, so the form parts come from the kit's barrel
// by its package name — the shared module whose form contexts the rest of the form uses — not from a
// copy of Form.tsx bundled into the widgets entry.
import { FormControl, LabeledField, type FieldBinding } from '@atelier/ui-kit';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './Select';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldBinding<T, N> {
  label: ReactNode;
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  /** A side effect of a choice (e.g. a model change loads that model's sizes). */
  onChosen?(value: string): void;
}

/** A labelled select (Radix Select): the placeholder while nothing is chosen. */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({ placeholder, options, disabled, onChosen, ...field }: SelectFieldProps<T, N>) {
  return (
    <LabeledField {...field} bind="self">
      {(f) => (
        <Select
          value={(f.value as string | undefined) ?? ''}
          disabled={disabled}
          onValueChange={(v) => {
            f.onChange(v);
            onChosen?.(v);
          }}
        >
          <FormControl>
            <SelectTrigger ref={f.ref} onBlur={f.onBlur}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </LabeledField>
  );
}
