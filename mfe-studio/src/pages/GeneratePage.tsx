// Playground (spec §2 "Playground"): prompt, model, size, 1–3 images, Make Public, the Advance
// option (negative prompt and, ours, Seed), Submit; the Generation History below. Server data comes from the query cache
// (use-model-options, use-history); transitions live in the generate store.
import { Card, CardContent, Form, TextareaField, TextField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AdvanceOption } from '../features/forms/AdvanceOption';
import { ImageCountField } from '../features/forms/ImageCountField';
import { MakePublicField } from '../features/forms/MakePublicField';
import { remixValues } from '../features/forms/remix';
import { generateSchema, type GenerateParsed, type GenerateValues } from '../features/forms/schemas';
import { queueOf } from '../features/history/groups';
import { HistoryGroups } from '../features/history/HistoryGroups';
import { useOperationHistory } from '../features/history/use-history';
import { SubmitWithCost } from '../features/jobs/SubmitWithCost';
import { useModelOptions } from '../features/jobs/use-model-options';
import { ScreenShell } from '../features/layout/ScreenShell';
import { useGenerateStore } from '../stores/generate.store';
import { ModelSizeFields } from '../features/forms/ModelSizeFields';

export default function GeneratePage() {
  const s = useGenerateStore();
  // Remix from a feed (docs/frontends.md "Feeds"): ?prompt=&negative_prompt=&model=&size=&seed= prefill the form.
  const [params] = useSearchParams();
  const remix = remixValues(params);
  const form = useForm<GenerateValues, unknown, GenerateParsed>({
    resolver: zodResolver(generateSchema),
    defaultValues: { prompt: remix.prompt, model_id: '', image_size: remix.image_size, image_number: 1, negative_prompt: remix.negative_prompt, make_public: true, image_seed: remix.image_seed },
  });
  const options = useModelOptions(form, 'text-to-image', remix.model);
  const imageCount = useWatch({ control: form.control, name: 'image_number' });
  const history = useOperationHistory('text2img', s.follow, s.failed);

  const submit = form.handleSubmit((values) => s.submit(values));
  const busy = queueOf(s.starting, history.pending) > 0;

  return (
    <ScreenShell title="Playground" subtitle="Write something awesome and generate awesome images" loading={options.loading || history.loading}>
      <div className="grid gap-8">
        <Card>
          <CardContent className="pt-6">
            <Form {...form}>
              <form onSubmit={submit} noValidate className="grid gap-4">
                <TextareaField control={form.control} name="prompt" label="Prompt" placeholder="Type a prompt" />
                <div className="grid gap-4 sm:grid-cols-2">
                  <ModelSizeFields form={form} options={options} />
                </div>
                <div className="grid items-end gap-4 sm:grid-cols-2">
                  <ImageCountField control={form.control} name="image_number" />
                  <MakePublicField control={form.control} name="make_public" />
                </div>
                <AdvanceOption control={form.control} name="negative_prompt" defaultOpen={remix.image_seed !== ''}>
                  <TextField control={form.control} name="image_seed" label="Seed" placeholder="Random" />
                </AdvanceOption>
                <SubmitWithCost form={form} options={options} images={imageCount} busy={busy} className="sm:w-fit sm:min-w-40" />
              </form>
            </Form>
          </CardContent>
        </Card>
        <section aria-labelledby="history-title" className="grid gap-4">
          <h2 id="history-title" className="text-xl font-semibold">
            Generation History
          </h2>
          <HistoryGroups groups={history.groups} />
        </section>
      </div>
    </ScreenShell>
  );
}
