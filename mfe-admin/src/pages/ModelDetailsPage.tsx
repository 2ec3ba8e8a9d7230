// Update Model (`model-details/{id}`): the model form filled from GET /admin/get_model/by/{id};
// Update sends PUT /admin/model/{id} and goes back to the Model Report.
import { UpdateModelBody, type Model } from '@atelier/contracts';
import { screenHref } from '@atelier/shell-contract';
import { Form } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { ModelFields, type ModelFormValues } from '../features/models/ModelFields';
import { modelQuery, useModelMutations } from '../features/models/models-api';
import { DetailsFrame, UpdateFooter } from '../features/ops/DetailsFrame';
import { useSchemaForm } from '../features/ops/schema-form';

const BACK = { href: screenHref('admin', 'model-report'), label: 'Back to Model Report' };

const valuesOf = (m: Model): ModelFormValues => ({ name: m.name, type: m.type, size: m.size, credits: m.credits, description: m.description, status: m.status });

function ModelForm({ model }: { model: Model }) {
  const navigate = useNavigate();
  const form = useSchemaForm(UpdateModelBody, valuesOf(model));
  const { update } = useModelMutations(() => navigate(BACK.href));
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((body) => update.mutate({ id: model.id, body }))} noValidate className="grid gap-4">
        <ModelFields control={form.control} withStatus />
        <UpdateFooter back={BACK} busy={update.isPending} />
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
