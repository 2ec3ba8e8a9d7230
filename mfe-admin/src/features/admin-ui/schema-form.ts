// A react-hook-form form checked by a contract schema whose output (the body sent) differs from
// what the fields hold: amounts typed as text ("499"), numbers as typed, settings as JSON text, a
// status create leaves out. react-hook-form runs the schema and hands the parsed body to the
// submit handler. With `blankIsMissing`, a blank text field reaches the schema as no value, so it
// says the contract's "Please enter …" message (a coerced "" would be 0 and say a range).
// The kit's fields are typed on the field values only (Control<V>), so the one cast between the
// two shapes lives here.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { withoutBlanks } from './blanks';

export function useSchemaForm<V extends FieldValues, S extends z.ZodType>(schema: S, defaultValues: DefaultValues<V>, { blankIsMissing = false } = {}) {
  // zodResolver types the form by the schema's input; ours is the fields' own shape.
  const parse = zodResolver(schema as never) as unknown as Resolver<V, unknown, z.output<S>>;
  const resolver: typeof parse = blankIsMissing ? (values, context, options) => parse(withoutBlanks(values) as V, context, options) : parse;
  const form = useForm<V, unknown, z.output<S>>({ resolver, defaultValues });
  return form as UseFormReturn<V, unknown, z.output<S>> & { control: Control<V> };
}
