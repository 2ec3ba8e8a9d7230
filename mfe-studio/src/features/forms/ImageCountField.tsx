// Image count buttons 1/2/3 (spec §2): a toggle group where exactly one is pressed; each is a
// real button, so Tab reaches it and Enter/Space picks it. The group is named by its label.
import { Button, LabeledField, type FieldBinding } from '@atelier/ui-kit';
import type { FieldValues, Path } from 'react-hook-form';
import { IMAGE_COUNTS } from './schemas';

export function ImageCountField<T extends FieldValues>(props: FieldBinding<T, Path<T>>) {
  return (
    <LabeledField {...props} label="Number of images" bind="group">
      {(field, { labelId }) => (
        <div role="group" aria-labelledby={labelId} className="flex gap-2">
          {IMAGE_COUNTS.map((n) => (
            <Button
              key={n}
              variant={field.value === n ? 'default' : 'outline'}
              aria-pressed={field.value === n}
              className="w-12"
              onClick={() => field.onChange(n)}
            >
              {n}
            </Button>
          ))}
        </div>
      )}
    </LabeledField>
  );
}
