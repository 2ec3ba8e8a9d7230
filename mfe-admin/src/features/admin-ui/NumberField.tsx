// A labelled number input (credits, priority, days) for any of the admin forms.
import { Input, LabeledField } from '@atelier/ui-kit';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** A number input whose value is a number (NaN while empty, which the schema refuses with its message). */
export function NumberField<T extends FieldValues>({ control, name, label, description }: { control: Control<T>; name: FieldPath<T>; label: string; description?: string }) {
  return (
    <LabeledField control={control} name={name} label={label} description={description}>
      {(f) => (
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          name={f.name}
          ref={f.ref}
          onBlur={f.onBlur}
          value={typeof f.value === 'number' && !Number.isNaN(f.value) ? f.value : ''}
          onChange={(e) => f.onChange(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
        />
      )}
    </LabeledField>
  );
}
