// One labelled input bound to react-hook-form: the label is tied to the input, and the error
// (spec §5 wording) is announced as it appears and linked through aria-describedby/aria-invalid.
import { FormControl, FormField, FormItem, FormLabel, FormMessage, Input } from '@atelier/ui-kit';
import type { Control, FieldValues, Path } from 'react-hook-form';

interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
}

export function TextField<T extends FieldValues>({ control, name, label, type = 'text', autoComplete, placeholder }: TextFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={type}
              autoComplete={autoComplete}
              placeholder={placeholder}
              // Addresses and passwords must reach the server exactly as typed.
              {...(type === 'text' ? {} : { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false })}
              {...field}
              value={field.value ?? ''}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
