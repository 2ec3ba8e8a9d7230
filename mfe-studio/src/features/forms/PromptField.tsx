// A labelled multi-line prompt box bound to react-hook-form, with its spec §5 message.
import { FormControl, FormField, FormItem, FormLabel, FormMessage, Textarea } from '@atelier/ui-kit';
import type { Control, FieldValues, Path } from 'react-hook-form';

interface PromptFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  placeholder: string;
  rows?: number;
}

export function PromptField<T extends FieldValues>({ control, name, label, placeholder, rows = 3 }: PromptFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea placeholder={placeholder} rows={rows} {...field} value={(field.value as string | undefined) ?? ''} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
