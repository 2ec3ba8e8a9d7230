// A labelled number input (credits, priority, days) for any of the ops forms.
import { Input, LabeledField } from '@atelier/ui-kit';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** A form's control whatever its resolver's output (create and update parse to different bodies). */
export type AnyControl<T extends FieldValues> = Control<T, any, any>;

/** A number input whose value is a number (NaN while empty, which the schema refuses with its message). */
export function NumberField<T extends FieldValues>({ control, name, label, description }: { control: AnyControl<T>; name: FieldPath<T>; label: string; description?: string }) {
  return (
    <LabeledField control={control as Control<T>} name={name} label={label} description={description}>
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
