// In-painting (spec §2 "In-painting"): prompt, model, size, Make Public, Advance option, Submit,
// the drawing canvas; results grouped by prompt, each labelled Result beside its Input.
// Server data: the query cache (use-model-options, use-history); transitions: inpaint store.
import type { ImageRecord } from '@atelier/contracts';
import { Card, CardContent, Form, FormField, FormItem, FormMessage, TextareaField } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DrawingCanvas, type DrawingCanvasHandle } from '../features/canvas/DrawingCanvas';
import { AdvanceOption } from '../features/forms/AdvanceOption';
import { MakePublicField } from '../features/forms/MakePublicField';
import { inpaintSchema, type InpaintParsed, type InpaintValues } from '../features/forms/schemas';
import { queueOf } from '../features/history/groups';
import { HistoryGroups } from '../features/history/HistoryGroups';
import { useOperationHistory } from '../features/history/use-history';
import { SubmitWithCost } from '../features/jobs/SubmitWithCost';
import { useModelOptions } from '../features/jobs/use-model-options';
import { inputUrl } from '@atelier/contracts';
import { ScreenShell } from '../features/layout/ScreenShell';
import type { PickedImage } from '../features/media/read-file';
import { useInpaintStore } from '../stores/inpaint.store';
import { ModelSizeFields } from '../features/forms/ModelSizeFields';

export default function InpaintPage() {
  const s = useInpaintStore();
  const canvas = useRef<DrawingCanvasHandle>(null);
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const form = useForm<InpaintValues, unknown, InpaintParsed>({
    resolver: zodResolver(inpaintSchema),
    defaultValues: { prompt: '', model_id: '', image_size: '', negative_prompt: '', make_public: true, input_image: '' },
  });
  const options = useModelOptions(form, 'inpaint');
  const history = useOperationHistory('inpaint', s.follow);
  const { inputs } = s;
  // The server's copy of the input when the record has one, else the one picked during this visit.
  const inputOf = useCallback((r: ImageRecord) => inputUrl(r) ?? inputs[r.id] ?? null, [inputs]);

  const submit = form.handleSubmit((values) =>
    s.submit({
      prompt: values.prompt,
      model_id: values.model_id,
      image_size: values.image_size,
      negative_prompt: values.negative_prompt ?? '',
      make_public: values.make_public,
      input_image: values.input_image,
      input_mask: canvas.current!.maskDataUrl(),
      mimetype: picked?.mimetype ?? '',
    }),
  );
  const busy = queueOf(s.starting, history.pending) > 0;

  return (
    <ScreenShell title="In Paint" subtitle="Paint over part of an image and describe what should appear there" loading={options.loading || history.loading}>
      <div className="grid gap-8">
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <Card>
              <CardContent className="grid gap-4 pt-6">
                <TextareaField control={form.control} name="prompt" label="Prompt" placeholder="Type a prompt" />
                <ModelSizeFields form={form} options={options} />
                <MakePublicField control={form.control} name="make_public" />
                <AdvanceOption control={form.control} name="negative_prompt" />
                <SubmitWithCost form={form} options={options} busy={busy} />
              </CardContent>
            </Card>
            <FormField
              control={form.control}
              name="input_image"
              render={({ field }) => (
                <FormItem className="content-start">
                  <DrawingCanvas
                    ref={canvas}
                    disabled={busy}
                    onImage={(img) => {
                      setPicked(img);
                      field.onChange(img.dataUrl);
                    }}
                  />
                  <FormMessage />
                </FormItem>
              )}
            />
          </form>
        </Form>
        <section aria-labelledby="inpaint-results" className="grid gap-4">
          <h2 id="inpaint-results" className="text-xl font-semibold">
            Results
          </h2>
          <HistoryGroups groups={history.groups} inputOf={inputOf} />
        </section>
      </div>
    </ScreenShell>
  );
}
