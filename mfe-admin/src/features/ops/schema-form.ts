// A react-hook-form form checked by a contract schema whose output (the body sent) differs from
// what the fields hold (numbers as typed, settings as text, a status create leaves out).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function useSchemaForm<V extends FieldValues, S extends z.ZodType>(schema: S, defaultValues: V) {
  // zodResolver types the form by the schema's input; ours is the fields' own shape.
  const resolver = zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>;
  return useForm<V, unknown, z.output<S>>({ resolver, defaultValues: defaultValues as DefaultValues<V> });
}

/** After a create: close the dialog and empty the form for the next one. */
export const closeAndReset = <V extends FieldValues>(form: { reset(v: V): void }, empty: V, onOpenChange: (open: boolean) => void) => () => {
  onOpenChange(false);
  form.reset(empty);
};
