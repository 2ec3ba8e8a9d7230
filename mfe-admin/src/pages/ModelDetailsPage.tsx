// Update Model (`model-details/{id}`): the model form filled from GET /admin/get_model/by/{id};
// Update sends PUT /admin/model/{id} and goes back to the Model Report (a refusal shows above the
// buttons, and the page stays for another try).
import { UpdateModelBody, type Model } from '@atelier/contracts';
import { screenHref } from '@atelier/shell-contract';
import { Form } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { DetailsFrame, UpdateFooter } from '../features/admin-ui/DetailsFrame';
import { useSchemaForm } from '../features/admin-ui/schema-form';
import { useAdminChange } from '../features/admin-ui/use-admin-change';
import { ModelFields, type ModelFormValues } from '../features/models/ModelFields';
import { modelQuery, modelsApi, refreshAfterModelChange } from '../features/models/models-api';

const BACK = { href: screenHref('admin', 'model-report'), label: 'Back to Model Report' };

const valuesOf = (m: Model): ModelFormValues => ({ name: m.name, type: m.type, size: m.size, credits: m.credits, description: m.description, status: m.status });

function ModelForm({ model }: { model: Model }) {
  const navigate = useNavigate();
  const form = useSchemaForm<ModelFormValues, typeof UpdateModelBody>(UpdateModelBody, valuesOf(model));
  const update = useAdminChange((body: z.output<typeof UpdateModelBody>) => modelsApi.update(model.id, body), refreshAfterModelChange, () => navigate(BACK.href));
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((body) => update.mutate(body))} noValidate className="grid gap-4">
        <ModelFields control={form.control} withStatus />
        <UpdateFooter back={BACK} change={update} />
      </form>
    </Form>
  );
}

export default function ModelDetailsPage() {
  const { id = '' } = useParams();
  const model = useQuery(modelQuery(id));
  return (
    <DetailsFrame title="Update Model" subtitle="Name, type, sizes, credits and status of a model" back={BACK} error={model.error} loadingLabel="Loading model">
      {model.data ? <ModelForm key={model.data.id} model={model.data} /> : null}
    </DetailsFrame>
  );
}
