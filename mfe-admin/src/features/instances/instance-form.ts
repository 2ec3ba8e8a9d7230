// The instance form's schemas: the contract's create and update bodies, with the settings as the
// JSON text the admin types, checked by the contract's checkSettings (valid JSON with line and
// column, an object or array, a base_url for remote controllers) and sent parsed. On update an
// empty api token is left out, which keeps the stored one (it is write-only: never shown).
import { checkSettings, CreateModelInstanceBody, IMAGING_MSG, UpdateModelInstanceBody, type ControllerName } from '@atelier/contracts';
import { z } from 'zod';

export interface InstanceFormValues {
  name: string;
  controller_name: ControllerName | undefined;
  priority: number;
  api_token: string;
  settings: string;
  model_id: string;
  status?: 'active' | 'deactive';
}

const settingsRule = (emptyMsg: string) => (v: { settings: string; controller_name?: ControllerName }, ctx: z.RefinementCtx) => {
  const r = checkSettings(v.settings, v.controller_name, emptyMsg);
  if (!r.ok) ctx.addIssue({ code: 'custom', path: ['settings'], message: r.message });
};

export const createInstanceSchema = CreateModelInstanceBody.extend({ settings: z.string() })
  .superRefine(settingsRule(IMAGING_MSG.settingsCreate))
  .transform((v) => ({ ...v, settings: JSON.parse(v.settings) as Record<string, unknown> | unknown[] }));

export const updateInstanceSchema = UpdateModelInstanceBody.extend({ settings: z.string() })
  .superRefine(settingsRule(IMAGING_MSG.settingsUpdate))
  .transform(({ api_token, ...v }) => ({ ...v, ...(api_token ? { api_token } : {}), settings: JSON.parse(v.settings) as Record<string, unknown> | unknown[] }));

/** Settings as the editor shows them: indented JSON. */
export const settingsText = (settings: unknown): string => JSON.stringify(settings, null, 2);
