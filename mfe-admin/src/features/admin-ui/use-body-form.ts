// A dialog form whose fields hold text (an amount typed as "499") while its schema — the
// contract's body — turns them into the body the route takes: react-hook-form runs the schema
// and hands the parsed body to the submit handler. A blank field reaches the schema as no value,
// so it says the contract's "Please enter …" message (a coerced "" would be 0 and say a range).
// The kit's fields are typed on the field values only (Control<V>), so the one cast between the
// two shapes lives here.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { withoutBlanks } from './blanks';

export function useBodyForm<V extends FieldValues, S extends z.ZodType>(schema: S, defaultValues: DefaultValues<V>) {
  const parse = zodResolver(schema as never) as unknown as Resolver<V>;
  const form = useForm<V>({ resolver: (values, context, options) => parse(withoutBlanks(values) as V, context, options), defaultValues });
  /** onSubmit for the <form>: the parsed body to `send`; a refusal is left to the mutation's error. */
  const submitWith = (send: (body: z.output<S>) => Promise<unknown>) => form.handleSubmit((values) => send(values as unknown as z.output<S>).catch(() => undefined));
  return { form, submitWith };
}
