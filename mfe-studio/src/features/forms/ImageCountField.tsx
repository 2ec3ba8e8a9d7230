// Image count buttons 1/2/3 (spec §2): a toggle group where exactly one is pressed; each is a
// real button, so Tab reaches it and Enter/Space picks it.
import { Button, FormField, FormItem, FormMessage, Label } from '@atelier/ui-kit';
import { useId } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { IMAGE_COUNTS } from './schemas';

export function ImageCountField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const labelId = useId();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <Label id={labelId}>Number of images</Label>
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
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
