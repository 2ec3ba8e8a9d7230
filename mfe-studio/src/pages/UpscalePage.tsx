// Up-scaling (spec §2 "Up-scaling"): model → size → method gating, the upscale value only for
// Upscale (Custom), a file input, Input and Output previews; one job at a time (upscale store).
import { SelectField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { upscaleRequest } from '../features/forms/requests';
import { CUSTOM_METHOD, UOV_METHODS, UPSCALE_VALUES, upscaleSchema, type UpscaleValues } from '../features/forms/schemas';
import { studioApi } from '../features/api/studio-api';
import { SingleJobScreen } from '../features/jobs/SingleJobScreen';
import { useUpscaleStore } from '../stores/upscale.store';
import { ModelSizeFields } from '../features/forms/ModelSizeFields';
import { useModelOptions } from '../features/jobs/use-model-options';

const asOptions = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }));

export default function UpscalePage() {
  const s = useUpscaleStore();
  const form = useForm<UpscaleValues>({
    resolver: zodResolver(upscaleSchema),
    defaultValues: { model_id: '', image_size: '', uov_method: '', upscale_value: '', input_image: '' },
  });
  const [size, method] = useWatch({ control: form.control, name: ['image_size', 'uov_method'] });
  const options = useModelOptions(form, 'upscale');

  const submit = form.handleSubmit((values) => {
    const image = s.image;
    if (!image) return;
    return s.submit(() => studioApi.upscale(upscaleRequest(values, image)));
  });

  return (
    <SingleJobScreen title="Up Scaling" subtitle="Enlarge and sharpen an image" form={form} store={s} options={options} loading={options.loading} onSubmit={submit}>
      <ModelSizeFields form={form} options={options} />
      <SelectField
        control={form.control}
        name="uov_method"
        label="Upscale Method"
        placeholder="Select Upscale Method"
        options={asOptions(UOV_METHODS)}
        disabled={!size}
        onChosen={(m) => {
          if (m !== CUSTOM_METHOD) form.setValue('upscale_value', '');
        }}
      />
      <SelectField
        control={form.control}
        name="upscale_value"
        label="Upscale Value"
        placeholder="Select Upscale Value"
        options={asOptions(UPSCALE_VALUES)}
        disabled={method !== CUSTOM_METHOD}
      />
    </SingleJobScreen>
  );
}
