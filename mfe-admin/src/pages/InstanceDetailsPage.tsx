// Update Model Instance (`model-instance-details/{id}`): the instance form filled from
// GET /admin/get_model_instance/{id} (the api token is never shown: empty keeps it); Update sends
// PUT /admin/model_instance/{id} and goes back to the Model Instance Report (a refusal shows above
// the buttons, and the page stays for another try).
import type { Model, ModelInstance } from '@atelier/contracts';
import { screenHref } from '@atelier/shell-contract';
import { Form } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { DetailsFrame, UpdateFooter } from '../features/admin-ui/DetailsFrame';
import { useSchemaForm } from '../features/admin-ui/schema-form';
import { useAdminChange } from '../features/admin-ui/use-admin-change';
import { settingsText, updateInstanceSchema, type InstanceFormValues } from '../features/instances/instance-form';
import { InstanceFields } from '../features/instances/InstanceFields';
import { allModelsQuery, instanceQuery, instancesApi, refreshAfterInstanceChange } from '../features/instances/instances-api';

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
  const form = useSchemaForm<InstanceFormValues, typeof updateInstanceSchema>(updateInstanceSchema, valuesOf(instance));
  const update = useAdminChange((body: z.output<typeof updateInstanceSchema>) => instancesApi.update(instance.id, body), refreshAfterInstanceChange, () => navigate(BACK.href));
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((body) => update.mutate(body))} noValidate className="grid gap-4">
        <InstanceFields control={form.control} models={models} editing={{ hasToken: instance.has_api_token }} />
        <UpdateFooter back={BACK} change={update} />
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
