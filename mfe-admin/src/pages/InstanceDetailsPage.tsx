// Update Model Instance (`model-instance-details/{id}`): the instance form filled from
// GET /admin/get_model_instance/{id} (the api token is never shown: empty keeps it); Update sends
// PUT /admin/model_instance/{id} and goes back to the Model Instance Report.
import type { Model, ModelInstance } from '@atelier/contracts';
import { screenHref } from '@atelier/shell-contract';
import { Form } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { settingsText, updateInstanceSchema, type InstanceFormValues } from '../features/instances/instance-form';
import { InstanceFields } from '../features/instances/InstanceFields';
import { allModelsQuery, instanceQuery, useInstanceMutations } from '../features/instances/instances-api';
import { DetailsFrame, UpdateFooter } from '../features/ops/DetailsFrame';
import { useSchemaForm } from '../features/ops/schema-form';

const BACK = { href: screenHref('admin', 'model-instance-report'), label: 'Back to Model Instance Report' };

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
  const form = useSchemaForm(updateInstanceSchema, valuesOf(instance));
  const { update } = useInstanceMutations(() => navigate(BACK.href));
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((body) => update.mutate({ id: instance.id, body }))} noValidate className="grid gap-4">
        <InstanceFields control={form.control} models={models} editing={{ hasToken: instance.has_api_token }} />
        <UpdateFooter back={BACK} busy={update.isPending} />
      </form>
    </Form>
  );
}

export default function InstanceDetailsPage() {
  const { id = '' } = useParams();
  const instance = useQuery(instanceQuery(id));
  const models = useQuery(allModelsQuery());
  return (
    <DetailsFrame title="Update Model Instance" subtitle="Controller, priority, token, settings, model and status" back={BACK} error={instance.error ?? models.error} loadingLabel="Loading model instance">
      {instance.data && models.data ? <InstanceForm key={instance.data.id} instance={instance.data} models={models.data} /> : null}
    </DetailsFrame>
  );
}
