// A labelled select bound to react-hook-form: LabeledField (Field.tsx) around the kit's native Select
// (Select.tsx). The placeholder shows while nothing is chosen; `onChosen` is a choice's side effect.
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { LabeledField, type FieldBinding } from './Field';
import { Select } from './Select';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldBinding<T, N> {
  label: ReactNode;
  /** Help under the select, which is described by it (e.g. what the chosen model can do). */
  description?: ReactNode;
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  /** A side effect of a choice (e.g. a model change loads that model's sizes). */
  onChosen?(value: string): void;
}

export function SelectField<T extends FieldValues, N extends FieldPath<T>>({ placeholder, options, disabled, onChosen, ...field }: SelectFieldProps<T, N>) {
  return (
    <LabeledField {...field}>
      {(f) => (
        <Select
          ref={f.ref}
          name={f.name}
          value={(f.value as string | undefined) ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          onBlur={f.onBlur}
          onChange={(e) => {
            f.onChange(e.target.value);
            onChosen?.(e.target.value);
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </LabeledField>
  );
}
