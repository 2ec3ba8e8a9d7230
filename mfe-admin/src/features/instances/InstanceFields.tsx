// The model instance form's fields, shared by the create dialog and the Update Model Instance
// page: name, controller (the known adapters), priority, api token (write-only), the settings JSON
// editor (checked as you type), model, and status when editing.
import { ControllerName, type Model } from '@atelier/contracts';
import { Input, LabeledField, SelectField, Textarea, TextField } from '@atelier/ui-kit';
import { useFormContext, type Control } from 'react-hook-form';
import { NumberField } from '../admin-ui/NumberField';
import { ACTIVE_STATUS_OPTIONS } from '../admin-ui/StatusMark';
import type { InstanceFormValues } from './instance-form';

const CONTROLLER_OPTIONS = ControllerName.options.map((c) => ({ value: c, label: c }));

/** A textarea for JSON whose every keystroke is checked: the first mistake, with its line and column, shows under it. */
function SettingsEditor({ control }: { control: Control<InstanceFormValues> }) {
  const form = useFormContext<InstanceFormValues>();
  return (
    <LabeledField control={control} name="settings" label="Settings" description='JSON, e.g. {"base_url": "http://gpu-node:7865"} (cpu needs none: {}).'>
      {(f) => (
        <Textarea
          {...f}
          rows={7}
          spellCheck={false}
          autoCapitalize="none"
          autoCorrect="off"
          className="font-mono text-xs"
          value={f.value ?? ''}
          onChange={(e) => {
            f.onChange(e.target.value);
            void form.trigger('settings');
          }}
        />
      )}
    </LabeledField>
  );
}

export function InstanceFields({ control, models, editing }: { control: Control<InstanceFormValues>; models: readonly Model[]; editing?: { hasToken: boolean } }) {
  const form = useFormContext<InstanceFormValues>();
  const modelOptions = models.map((m) => ({ value: m.id, label: `${m.name} (${m.type})` }));
  return (
    <>
      <TextField control={control} name="name" label="Name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="controller_name"
          label="Controller"
          placeholder="Select controller"
          options={CONTROLLER_OPTIONS}
          // base_url is needed by remote controllers only: the settings are checked again.
          onChosen={() => form.getValues('settings') && void form.trigger('settings')}
        />
        <NumberField control={control} name="priority" label="Priority" description="Lower numbers are tried first" />
      </div>
      <LabeledField
        control={control}
        name="api_token"
        label="Api Token"
        description={editing ? (editing.hasToken ? 'A token is set. Leave empty to keep it; it is never shown.' : 'No token is set.') : 'Stored sealed; it is never shown again.'}
      >
        {(f) => <Input {...f} type="password" autoComplete="new-password" autoCapitalize="none" autoCorrect="off" spellCheck={false} value={f.value ?? ''} />}
      </LabeledField>
      <SettingsEditor control={control} />
      <SelectField control={control} name="model_id" label="Model" placeholder="Select model" options={modelOptions} />
      {editing ? <SelectField control={control} name="status" label="Status" placeholder="Select status" options={ACTIVE_STATUS_OPTIONS} /> : null}
    </>
  );
}
