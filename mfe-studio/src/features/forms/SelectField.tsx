// A labelled select bound to react-hook-form (the kit's Radix Select): placeholder while nothing
// is chosen, the spec §5 message under it, and an optional side effect on change (e.g. a model
// change loads that model's sizes).
import { FormControl, FormField, FormItem, FormLabel, FormMessage, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@atelier/ui-kit';
import type { Control, FieldValues, Path } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  onChosen?(value: string): void;
}

export function SelectField<T extends FieldValues>({ control, name, label, placeholder, options, disabled, onChosen }: SelectFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={(field.value as string | undefined) ?? ''}
            disabled={disabled}
            onValueChange={(v) => {
              field.onChange(v);
              onChosen?.(v);
            }}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
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
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
