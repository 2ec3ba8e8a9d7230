// Form fields bound to react-hook-form, built once on the kit's Form parts: a label tied to the
// control, the control with its id and aria wiring (aria-describedby, aria-invalid), an optional
// description and the field's error (the schema's spec §5 message) announced under it.
// LabeledField is that shape with any control; TextField and TextareaField are the common controls
// on top of it (SelectField, on the kit's native Select, is in SelectField.tsx). Every remote's forms use these rather than their own wrappers.
import type { ReactElement, ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '../lib/cn';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, useFormField } from './Form';
import { Input, Textarea } from './Input';

/** The form and the field name every field component takes. */
export interface FieldBinding<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> {
  control: Control<T>;
  name: N;
}

export interface LabeledFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldBinding<T, N> {
  label: ReactNode;
  description?: ReactNode;
  /**
   * 'stacked' (default): label, control, description, message, one under the other.
   * 'row': label and description on the left, the control on the right, in a bordered box (a switch).
   */
  layout?: 'stacked' | 'row';
  className?: string;
  /**
   * How the control takes the field's id and aria wiring:
   * 'wrap' (default) — the returned element gets it (it is wrapped in FormControl);
   * 'self' — the element places <FormControl> itself (e.g. around a Select's trigger);
   * 'group' — the element is a group of buttons: it gets the wiring and should set
   *   aria-labelledby={ids.labelId} (a <label for> cannot name a group).
   */
  bind?: 'wrap' | 'self' | 'group';
  /** Draws the control from react-hook-form's field (value, onChange, onBlur, ref). */
  children(field: ControllerRenderProps<T, N>, ids: { labelId: string }): ReactElement;
}

export function LabeledField<T extends FieldValues, N extends FieldPath<T>>({ control, name, className, layout = 'stacked', ...body }: LabeledFieldProps<T, N>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn(layout === 'row' && 'flex flex-row items-center justify-between gap-3 rounded-lg border p-3', className)}>
          <FieldBody field={field} layout={layout} {...body} />
        </FormItem>
      )}
    />
  );
}

type FieldBodyProps<T extends FieldValues, N extends FieldPath<T>> = Pick<LabeledFieldProps<T, N>, 'label' | 'description' | 'layout' | 'bind' | 'children'> & {
  field: ControllerRenderProps<T, N>;
};

function FieldBody<T extends FieldValues, N extends FieldPath<T>>({ field, label, description, layout, bind = 'wrap', children }: FieldBodyProps<T, N>) {
  const { formItemId } = useFormField();
  const labelId = `${formItemId}-label`;
  const drawn = children(field, { labelId });
  const control = bind === 'self' ? drawn : <FormControl>{drawn}</FormControl>;
  // A group is named by aria-labelledby; `for` would point at an element a label cannot name.
  const labelEl = (
    <FormLabel id={labelId} {...(bind === 'group' ? { htmlFor: undefined } : {})}>
      {label}
    </FormLabel>
  );
  const help = description ? <FormDescription>{description}</FormDescription> : null;
  if (layout === 'row') {
    return (
      <>
        <div className="grid gap-1">
          {labelEl}
          {help}
          <FormMessage />
        </div>
        {control}
      </>
    );
  }
  return (
    <>
      {labelEl}
      {control}
      {help}
      <FormMessage />
    </>
  );
}

export interface TextFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldBinding<T, N> {
  label: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
}

/** A labelled one-line input. */
export function TextField<T extends FieldValues, N extends FieldPath<T>>({ type = 'text', autoComplete, placeholder, ...field }: TextFieldProps<T, N>) {
  return (
    <LabeledField {...field}>
      {(f) => (
        <Input
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          // Addresses and passwords must reach the server exactly as typed.
          {...(type === 'text' ? {} : { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false })}
          {...f}
          value={f.value ?? ''}
        />
      )}
    </LabeledField>
  );
}

export interface TextareaFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FieldBinding<T, N> {
  label: ReactNode;
  placeholder?: string;
  rows?: number;
}

/** A labelled multi-line text box. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>({ placeholder, rows = 3, ...field }: TextareaFieldProps<T, N>) {
  return (
    <LabeledField {...field}>
      {(f) => <Textarea placeholder={placeholder} rows={rows} {...f} value={(f.value as string | undefined) ?? ''} />}
    </LabeledField>
  );
}
