// A fresh start has one working model per operation on the built-in `cpu` node (issue 3). Rows
// carry a seed_key, so seeding is idempotent across restarts and concurrent processes; an admin
// may rename, deactivate or delete them like any other model. Each seed model that is inserted (or
// gets its description) writes ModelsChanged in the same transaction, so a gateway that cached a
// model list before this start drops it (a start that changes nothing writes nothing).
import { uuidv7 } from '@atelier/platform';
import { SKETCH_CAPABILITIES } from '../adapters/cpu/scene';
import type { Operation } from '../domain/types';
import { publishModelsChanged } from '../events/models.publisher';
import { describeSeedModel, insertInstance, insertModel } from '../repo/models.repository';
import type { ImagingContext } from './context';

const SQUARE_AND_WIDE = ['512*512', '768*768', '1024*1024', '1152*896', '896*1152', '1216*832', '832*1216'];

/** Each seeded model says plainly what it does and what it cannot do (users see it beside the model). */
export const SEED_MODELS: ReadonlyArray<{ key: string; name: string; type: Operation; sizes: string[]; description: string }> = [
  { key: 'cpu-text2img', name: 'Procedural Sketch (CPU)', type: 'text2img', sizes: SQUARE_AND_WIDE, description: SKETCH_CAPABILITIES },
  {
    key: 'cpu-inpaint',
    name: 'Classical Fill (CPU)',
    type: 'inpaint',
    sizes: ['512*512', '768*768', '1024*1024'],
    description: 'Not AI: fills the masked area smoothly from the pixels around it, with a little seeded grain. It removes small things well; it cannot draw new objects or follow the prompt.',
  },
  {
    key: 'cpu-outpaint',
    name: 'Edge Extend (CPU)',
    type: 'outpaint',
    sizes: ['512*512', '768*768', '1024*1024'],
    description: 'Not AI: extends the chosen sides by mirroring the image\'s edges and blurring them; the original pixels stay untouched. It cannot invent new content or follow the prompt.',
  },
  {
    key: 'cpu-upscale',
    name: 'Lanczos Upscale (CPU)',
    type: 'upscale',
    sizes: ['512*512', '1024*1024', '2048*2048'],
    description: 'Not AI: Lanczos resampling to the chosen factor (sharp, no invented detail); the Vary methods warp the image with seeded noise and blend in a procedural sketch of the prompt.',
  },
];

export async function seedCpuModels(ctx: ImagingContext): Promise<void> {
  for (const m of SEED_MODELS) {
    await ctx.db.transaction().execute(async (trx) => {
      const id = uuidv7();
      const created = await insertModel(trx, { id, name: m.name, type: m.type, sizes: m.sizes, credits: 1, description: m.description, seed_key: m.key });
      // Seeded before (an admin may have renamed it since). A deleted seed model comes back at the next start.
      if (!created) {
        if (await describeSeedModel(trx, m.key, m.description)) await publishModelsChanged(ctx.outbox, trx, 'seed', [m.type]);
        return;
      }
      await insertInstance(trx, {
        id: uuidv7(),
        name: `${m.name} node`,
        controller_name: 'cpu',
        priority: 100,
        api_token_sealed: null,
        settings: {},
        model_id: id,
        seed_key: `${m.key}-node`,
      });
      await publishModelsChanged(ctx.outbox, trx, 'seed', [m.type], id);
    });
  }
}
