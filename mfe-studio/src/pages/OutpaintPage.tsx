// Out-painting (spec §2 "Out-painting"): model and size; Left, Right, Top, Bottom toggles, each
// enabling its distance box (digits only); a file input, Input and Output previews; one job at a
// time (outpaint store). Only the sides that are on are sent.
import { FormControl, FormField, FormItem, FormLabel, Input } from '@atelier/ui-kit';
import { Switch } from '@atelier/ui-kit/src/widgets';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { studioApi } from '../features/api/studio-api';
import { SingleJobScreen } from '../features/jobs/SingleJobScreen';
import { digitsOnly, outpaintRequest } from '../features/forms/requests';
import { OUTPAINT_SIDES, outpaintSchema, type OutpaintValues } from '../features/forms/schemas';
import { useOutpaintStore } from '../stores/outpaint.store';
import { ModelSizeFields } from '../features/forms/ModelSizeFields';
import { useModelOptions } from '../features/jobs/use-model-options';

const off = { Left: false, Right: false, Top: false, Bottom: false };
const blank = { Left: '', Right: '', Top: '', Bottom: '' };

export default function OutpaintPage() {
  const s = useOutpaintStore();
  const form = useForm<OutpaintValues>({
    resolver: zodResolver(outpaintSchema),
    defaultValues: { model_id: '', image_size: '', sides: off, distances: blank, input_image: '' },
  });
  const sides = useWatch({ control: form.control, name: 'sides' });
  const options = useModelOptions(form, 'outpaint');

  const submit = form.handleSubmit((values) => {
    const image = s.image;
    if (!image) return;
    return s.submit(() => studioApi.outpaint(outpaintRequest(values, image)));
  });

  return (
    <SingleJobScreen title="Out Paint" subtitle="Extend an image beyond its borders" form={form} store={s} options={options} loading={options.loading} onSubmit={submit}>
      <ModelSizeFields form={form} options={options} />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Extend sides</legend>
        {OUTPAINT_SIDES.map((side) => (
          <div key={side} className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-3">
            <FormField
              control={form.control}
              name={`sides.${side}`}
              render={({ field }) => (
                <FormItem className="flex flex-row items-center gap-2">
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} ref={field.ref} />
                  </FormControl>
                  <FormLabel>{side}</FormLabel>
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name={`distances.${side}`}
              render={({ field }) => (
                <FormItem>
                  <FormControl>
                    <Input
                      inputMode="numeric"
                      placeholder="Distance (px)"
                      aria-label={`${side} distance`}
                      disabled={!sides[side]}
                      {...field}
                      onChange={(e) => field.onChange(digitsOnly(e.target.value))}
                    />
                  </FormControl>
                </FormItem>
              )}
            />
          </div>
        ))}
      </fieldset>
    </SingleJobScreen>
  );
}
