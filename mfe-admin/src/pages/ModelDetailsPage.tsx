// Update Model (`model-details/{id}`): the model form filled from GET /admin/get_model/by/{id};
// Update sends PUT /admin/model/{id} and goes back to the Model Report.
import { UpdateModelBody, type Model } from '@atelier/contracts';
import { screenHref } from '@atelier/shell-contract';
import { Button, Card, CardContent, Form, PageHeader, Spinner } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { ModelFields, type ModelFormValues } from '../features/models/ModelFields';
import { modelQuery, useModelMutations } from '../features/models/models-api';
import { problemOf } from '../features/ops/errors';

const LIST = screenHref('admin', 'model-report');
type UpdateOut = z.output<typeof UpdateModelBody>;

const valuesOf = (m: Model): ModelFormValues => ({ name: m.name, type: m.type, size: m.size, credits: m.credits, description: m.description, status: m.status });

function ModelForm({ model }: { model: Model }) {
  const navigate = useNavigate();
  const form = useForm<ModelFormValues, unknown, UpdateOut>({
    resolver: zodResolver(UpdateModelBody) as unknown as Resolver<ModelFormValues, unknown, UpdateOut>,
    defaultValues: valuesOf(model),
  });
  const { update } = useModelMutations(() => navigate(LIST));
  const submit = form.handleSubmit((body) => update.mutate({ id: model.id, body }));
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <ModelFields control={form.control} withStatus />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" asChild>
            <Link to={LIST}>Back to Model Report</Link>
          </Button>
          <Button type="submit" loading={update.isPending}>
            Update
          </Button>
        </div>
      </form>
    </Form>
  );
}

export default function ModelDetailsPage() {
  const { id = '' } = useParams();
  const model = useQuery(modelQuery(id));
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <PageHeader title="Update Model" subtitle="Name, type, sizes, credits and status of a model" className="mb-2" />
      <Card>
        <CardContent className="pt-6">
          {model.isPending ? (
            <Spinner className="mx-auto size-6" label="Loading model" />
          ) : model.error ? (
            <div className="grid justify-items-start gap-3">
              <p role="alert" className="text-sm text-destructive">{problemOf(model.error)}</p>
              <Link to={LIST} className="text-sm text-primary underline-offset-4 hover:underline">
                Back to Model Report
              </Link>
            </div>
          ) : (
            <ModelForm key={model.data.id} model={model.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
