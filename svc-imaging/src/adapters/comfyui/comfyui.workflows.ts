// Default ComfyUI workflow templates (API format, core nodes only — gpu-nodes.md §3.5) and where
// each request value is patched into them. An instance may replace any template through
// settings.workflows.<kind> together with settings.nodes.<kind> (docs/gpu-adapters.md).

/** A graph in API format: node id → { class_type, inputs }; a link is [source_id, output_index]. */
export type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** Patch points: a request value name → [node id, input name]. */
export type NodeMap = Partial<Record<PatchKey, [string, string]>>;

export type PatchKey =
  | 'prompt' | 'negative' | 'seed' | 'width' | 'height' | 'batch' | 'ckpt' | 'image' | 'mask'
  | 'left' | 'top' | 'right' | 'bottom' | 'denoise' | 'scale_by' | 'upscale_model'
  | 'steps' | 'cfg' | 'sampler_name' | 'scheduler';

/** text2img, inpaint and outpaint are the operations; vary is the Vary methods of up-scaling. */
export type WorkflowKind = 'text2img' | 'inpaint' | 'outpaint' | 'upscale' | 'vary';

const loader = { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'v1-5-pruned-emaonly.safetensors' } };
const positive = { class_type: 'CLIPTextEncode', inputs: { text: '', clip: ['4', 1] } };
const negative = { class_type: 'CLIPTextEncode', inputs: { text: '', clip: ['4', 1] } };
const sampler = (latent: [string, number], denoise: number) => ({
  class_type: 'KSampler',
  inputs: { seed: 0, steps: 20, cfg: 7, sampler_name: 'euler', scheduler: 'normal', denoise, model: ['4', 0], positive: ['6', 0], negative: ['7', 0], latent_image: latent },
});
const decode = { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } };
const save = (from: string) => ({ class_type: 'SaveImage', inputs: { filename_prefix: 'atelier', images: [from, 0] } });
const load = { class_type: 'LoadImage', inputs: { image: '' } };

const SAMPLING: NodeMap = {
  prompt: ['6', 'text'],
  negative: ['7', 'text'],
  seed: ['3', 'seed'],
  ckpt: ['4', 'ckpt_name'],
  steps: ['3', 'steps'],
  cfg: ['3', 'cfg'],
  sampler_name: ['3', 'sampler_name'],
  scheduler: ['3', 'scheduler'],
};

export const DEFAULT_WORKFLOWS: Record<WorkflowKind, { workflow: Workflow; nodes: NodeMap }> = {
  text2img: {
    workflow: {
      '4': loader,
      '5': { class_type: 'EmptyLatentImage', inputs: { width: 512, height: 512, batch_size: 1 } },
      '6': positive,
      '7': negative,
      '3': sampler(['5', 0], 1),
      '8': decode,
      '9': save('8'),
    },
    nodes: { ...SAMPLING, width: ['5', 'width'], height: ['5', 'height'], batch: ['5', 'batch_size'] },
  },
  inpaint: {
    workflow: {
      '4': loader,
      '10': load,
      // The mask is uploaded as its own image: its red channel, white = repaint.
      '11': { class_type: 'LoadImageMask', inputs: { image: '', channel: 'red' } },
      '12': { class_type: 'VAEEncodeForInpaint', inputs: { pixels: ['10', 0], vae: ['4', 2], mask: ['11', 0], grow_mask_by: 6 } },
      '6': positive,
      '7': negative,
      '3': sampler(['12', 0], 1),
      '8': decode,
      '9': save('8'),
    },
    nodes: { ...SAMPLING, image: ['10', 'image'], mask: ['11', 'image'] },
  },
  outpaint: {
    workflow: {
      '4': loader,
      '10': load,
      '13': { class_type: 'ImagePadForOutpaint', inputs: { image: ['10', 0], left: 0, top: 0, right: 0, bottom: 0, feathering: 40 } },
      '12': { class_type: 'VAEEncodeForInpaint', inputs: { pixels: ['13', 0], vae: ['4', 2], mask: ['13', 1], grow_mask_by: 8 } },
      '6': positive,
      '7': negative,
      '3': sampler(['12', 0], 1),
      '8': decode,
      '9': save('8'),
    },
    nodes: { ...SAMPLING, image: ['10', 'image'], left: ['13', 'left'], top: ['13', 'top'], right: ['13', 'right'], bottom: ['13', 'bottom'] },
  },
  vary: {
    workflow: {
      '4': loader,
      '10': load,
      '14': { class_type: 'VAEEncode', inputs: { pixels: ['10', 0], vae: ['4', 2] } },
      '6': positive,
      '7': negative,
      '3': sampler(['14', 0], 0.5),
      '8': decode,
      '9': save('8'),
    },
    nodes: { ...SAMPLING, image: ['10', 'image'], denoise: ['3', 'denoise'] },
  },
  upscale: {
    workflow: {
      '10': load,
      '15': { class_type: 'UpscaleModelLoader', inputs: { model_name: 'RealESRGAN_x4plus.pth' } },
      '16': { class_type: 'ImageUpscaleWithModel', inputs: { upscale_model: ['15', 0], image: ['10', 0] } },
      // The model's fixed scale (4x) is brought to the method's factor with Lanczos.
      '17': { class_type: 'ImageScaleBy', inputs: { image: ['16', 0], upscale_method: 'lanczos', scale_by: 0.5 } },
      '9': save('17'),
    },
    nodes: { image: ['10', 'image'], upscale_model: ['15', 'model_name'], scale_by: ['17', 'scale_by'] },
  },
};

/** A deep copy of `workflow` with the given values written at their patch points (unmapped keys are skipped). */
export function patchWorkflow(workflow: Workflow, nodes: NodeMap, values: Partial<Record<PatchKey, unknown>>): Workflow {
  const graph = structuredClone(workflow);
  for (const [key, value] of Object.entries(values) as Array<[PatchKey, unknown]>) {
    const at = nodes[key];
    if (value === undefined || !at) continue;
    const node = graph[at[0]];
    if (!node) throw new Error(`workflow has no node "${at[0]}" for ${key}`);
    node.inputs[at[1]] = value;
  }
  return graph;
}
