// The layout the single-job screens share (up-scaling, out-painting; spec §2): a card with the
// screen's own fields, then the file input and Submit with the job's cost (busy while the job runs), beside the
// Input and Output previews.
import { Card, CardContent, Form } from '@atelier/ui-kit';
import type { FormEventHandler, ReactNode } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { ImageFileField } from '../forms/ImageFileField';
import { ScreenShell } from '../layout/ScreenShell';
import { Previews } from '../media/Previews';
import type { SingleJobState } from './single-job.store';
import { SubmitWithCost } from './SubmitWithCost';
import type { ModelOptions, ModelSizeValues } from './use-model-options';

type JobValues = ModelSizeValues & { input_image: string };

interface SingleJobScreenProps<T extends JobValues> {
  title: string;
  subtitle: string;
  form: UseFormReturn<T>;
  store: SingleJobState;
  /** The screen's model list (its credits price the job) and whether it has answered yet. */
  options: ModelOptions;
  loading: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The screen's own fields, above the file input. */
  children: ReactNode;
}

export function SingleJobScreen<T extends JobValues>({ title, subtitle, form, store, options, loading, onSubmit, children }: SingleJobScreenProps<T>) {
  const busy = store.queue > 0;
  return (
    <ScreenShell title={title} subtitle={subtitle} loading={loading}>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <Card>
            <CardContent className="grid gap-4 pt-6">
              {children}
              {/* react-hook-form cannot see through the generic that input_image exists on T. */}
              <ImageFileField control={form.control} name={'input_image' as Path<T>} onPicked={store.pickImage} />
              <SubmitWithCost form={form} options={options} busy={busy} />
            </CardContent>
          </Card>
          <Previews input={store.image?.dataUrl ?? null} result={store.result} running={busy} jobId={store.pendingJob} />
        </form>
      </Form>
    </ScreenShell>
  );
}
