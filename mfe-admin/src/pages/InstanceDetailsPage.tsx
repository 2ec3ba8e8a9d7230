// Update Model Instance (`model-instance-details/{id}`): the instance form filled from
// GET /admin/get_model_instance/{id} (the api token is never shown: empty keeps it); Update sends
// PUT /admin/model_instance/{id} and goes back to the Model Instance Report.
import type { Model, ModelInstance } from '@atelier/contracts';
import { screenHref } from '@atelier/shell-contract';
import { Button, Card, CardContent, Form, PageHeader, Spinner } from '@atelier/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { settingsText, updateInstanceSchema, type InstanceFormValues } from '../features/instances/instance-form';
import { InstanceFields } from '../features/instances/InstanceFields';
import { allModelsQuery, instanceQuery, useInstanceMutations } from '../features/instances/instances-api';
import { problemOf } from '../features/ops/errors';

const LIST = screenHref('admin', 'model-instance-report');
type UpdateOut = z.output<typeof updateInstanceSchema>;

const valuesOf = (i: ModelInstance): InstanceFormValues => ({
  name: i.name,
  controller_name: i.controller_name,
  priority: i.priority,
  api_token: '',
  settings: settingsText(i.settings),
  model_id: i.model_id,
  status: i.status,
});

function InstanceForm({ instance, models }: { instance: ModelInstance; models: readonly Model[] }) {
  const navigate = useNavigate();
  const form = useForm<InstanceFormValues, unknown, UpdateOut>({
    resolver: zodResolver(updateInstanceSchema) as unknown as Resolver<InstanceFormValues, unknown, UpdateOut>,
    defaultValues: valuesOf(instance),
  });
  const { update } = useInstanceMutations(() => navigate(LIST));
  const submit = form.handleSubmit((body) => update.mutate({ id: instance.id, body }));
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <InstanceFields control={form.control} models={models} editing={{ hasToken: instance.has_api_token }} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" asChild>
            <Link to={LIST}>Back to Model Instance Report</Link>
          </Button>
          <Button type="submit" loading={update.isPending}>
            Update
          </Button>
        </div>
      </form>
    </Form>
  );
}

export default function InstanceDetailsPage() {
  const { id = '' } = useParams();
  const instance = useQuery(instanceQuery(id));
  const models = useQuery(allModelsQuery());
  const error = instance.error ?? models.error;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <PageHeader title="Update Model Instance" subtitle="Controller, priority, token, settings, model and status" className="mb-2" />
      <Card>
        <CardContent className="pt-6">
          {error ? (
            <div className="grid justify-items-start gap-3">
              <p role="alert" className="text-sm text-destructive">{problemOf(error)}</p>
              <Link to={LIST} className="text-sm text-primary underline-offset-4 hover:underline">
                Back to Model Instance Report
              </Link>
            </div>
          ) : instance.data && models.data ? (
            <InstanceForm key={instance.data.id} instance={instance.data} models={models.data} />
          ) : (
            <Spinner className="mx-auto size-6" label="Loading model instance" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
