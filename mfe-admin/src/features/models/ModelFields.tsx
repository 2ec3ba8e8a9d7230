// The model form's fields, shared by the create dialog and the Update Model page: name, type,
// sizes (a list: type "W*H" and Add, remove each with its ×), credits per image, description, and
// status when editing. Messages are the contract's (spec §5, CreateModelBody / UpdateModelBody).
import { ImageSize, IMAGING_MSG, ModelType, type UpdateModelBody } from '@atelier/contracts';
import { Button, FormControl, Input, LabeledField, SelectField, TextareaField, TextField } from '@atelier/ui-kit';
import { X } from 'lucide-react';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { useFormContext, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField } from '../admin-ui/NumberField';
import { ACTIVE_STATUS_OPTIONS } from '../admin-ui/StatusMark';

/** What the form holds (the update body's input; create leaves status out). */
export type ModelFormValues = Omit<z.input<typeof UpdateModelBody>, 'status'> & { status?: z.input<typeof UpdateModelBody>['status'] };

export const TYPE_OPTIONS = ModelType.options.map((t) => ({ value: t, label: t }));

function SizesField({ control }: { control: Control<ModelFormValues> }) {
  const form = useFormContext<ModelFormValues>();
  const [draft, setDraft] = useState('');
  return (
    <LabeledField control={control} name="size" label="Sizes" description='Each size as width*height, e.g. 1024*1024; press Enter or Add.' bind="self">
      {(f) => {
        const sizes = (f.value as string[] | undefined) ?? [];
        const add = () => {
          const size = draft.trim();
          if (!ImageSize.safeParse(size).success) {
            form.setError('size', { message: IMAGING_MSG.size });
            return;
          }
          if (!sizes.includes(size)) f.onChange([...sizes, size]);
          form.clearErrors('size');
          setDraft('');
        };
        const onKey = (e: KeyboardEvent) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          add();
        };
        return (
          <div className="grid gap-2">
            <div className="flex gap-2">
              <FormControlInput value={draft} onChange={setDraft} onKeyDown={onKey} inputRef={f.ref} onBlur={f.onBlur} />
              <Button type="button" variant="secondary" onClick={add}>
                Add
              </Button>
            </div>
            {sizes.length ? (
              <ul className="flex flex-wrap gap-2" aria-label="Chosen sizes">
                {sizes.map((s) => (
                  <li key={s} className="inline-flex items-center gap-1 rounded-md border px-2 py-0.5 font-mono text-xs">
                    {s}
                    <button type="button" className="rounded-sm p-0.5 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none" aria-label={`Remove size ${s}`} onClick={() => f.onChange(sizes.filter((x) => x !== s))}>
                      <X className="size-3" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      }}
    </LabeledField>
  );
}

/** The size input carries the field's id and aria wiring (the label names it; the error describes it). */
function FormControlInput({ value, onChange, onKeyDown, inputRef, onBlur }: { value: string; onChange(v: string): void; onKeyDown(e: KeyboardEvent): void; inputRef: Ref<HTMLInputElement>; onBlur(): void }) {
  return (
    <FormControl>
      <Input ref={inputRef} value={value} placeholder="1024*1024" onChange={(e) => onChange(e.target.value)} onKeyDown={onKeyDown} onBlur={onBlur} autoComplete="off" />
    </FormControl>
  );
}

export function ModelFields({ control, withStatus }: { control: Control<ModelFormValues>; withStatus?: boolean }) {
  return (
    <>
      <TextField control={control} name="name" label="Name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="type" label="Type" placeholder="Select type" options={TYPE_OPTIONS} />
        <NumberField control={control} name="credits" label="Credits" description="Charged per image" />
      </div>
      <SizesField control={control} />
      <TextareaField control={control} name="description" label="Description" placeholder="What the model can and cannot do" />
      {withStatus ? <SelectField control={control} name="status" label="Status" placeholder="Select status" options={ACTIVE_STATUS_OPTIONS} /> : null}
    </>
  );
}
