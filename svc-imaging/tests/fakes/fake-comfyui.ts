// A fake ComfyUI node speaking the HTTP API of gpu-nodes.md §3, for adapter tests and benchmarks.
// One worker runs prompts in `number` order; POST /prompt answers {prompt_id, number, node_errors}
// or 400 {error, node_errors}; /history/{id} is {} until the prompt is done; /queue lists
// queue_running / queue_pending as [number, prompt_id, graph, extra_data, outputs]; POST /queue
// {delete} drops pending items; POST /interrupt stops whatever runs (recorded as status_str
// "error" + execution_interrupted); /upload/image stores inputs; /view serves outputs.
// It executes the core nodes of our default templates to know each output's size (EmptyLatentImage,
// LoadImage, ImagePadForOutpaint, ImageUpscaleWithModel = 4x, ImageScaleBy).
// /ws?clientId= is a WebSocket like ComfyUI's (§3.4): `status` to everyone on connect; to the socket
// whose clientId is the prompt's client_id only, per sampling step a `progress` {value, max,
// prompt_id, node} text frame and a binary preview frame (4-byte BE type 1, 4-byte BE format 2 =
// PNG, the bytes), then `executing` {node: null} and `execution_success`. A second socket with the
// same clientId replaces the first, as ComfyUI's sockets dict does.
//
//   const node = await startFakeComfyUI({ imageMs: 20 });
//   node.mode = 'error'        see ComfyMode
//   node.transport = 'hang'    accept connections but never answer ('close': drop them)
//   node.restart()             forget queue and history (prompts become "lost"; files stay)
//   node.interruptCalls, node.deleted (ids removed through POST /queue), node.stats
//   await node.close()
//
// Options: imageMs (time per prompt, default 20, split over `steps`); steps (sampling steps per
// prompt, default 4; 1 when imageMs is 0); checkpoints (/models/checkpoints); upscaleModels (/models/upscale_models).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { WebSocketServer, type WebSocket } from 'ws';
import { delay, GARBAGE, jobEnded, jobStarted, newStats, parseJsonBody, pngOf, sendBytes, sendJson, serve, type FakeServer } from './fake-common';

/**
 * ok       normal
 * error    prompts fail: status_str "error" with an execution_error message
 * empty    prompts succeed with no outputs
 * garbage  /view serves bytes that are not an image
 * stuck    prompts stay pending forever
 */
export type ComfyMode = 'ok' | 'error' | 'empty' | 'garbage' | 'stuck';

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

interface Item {
  number: number;
  id: string;
  graph: Graph;
  extra: Record<string, unknown>;
}

export interface FakeComfyUI extends FakeServer {
  mode: ComfyMode;
  interruptCalls: number;
  deleted: string[];
  restart(): void;
}

export interface FakeComfyUIOptions {
  imageMs?: number;
  steps?: number;
  checkpoints?: string[];
  upscaleModels?: string[];
}

export async function startFakeComfyUI(opts: FakeComfyUIOptions = {}): Promise<FakeComfyUI> {
  const stats = newStats();
  const checkpoints = opts.checkpoints ?? ['v1-5-pruned-emaonly.safetensors', 'sd_xl_base_1.0.safetensors'];
  const upscaleModels = opts.upscaleModels ?? ['RealESRGAN_x4plus.pth'];
  let pending: Item[] = [];
  let running: Item | null = null;
  let history = new Map<string, unknown>();
  /** Open /ws sockets by clientId (one each, like ComfyUI's sockets dict). */
  const sockets = new Map<string, WebSocket>();
  /** A text frame to one client's socket, if it is open. */
  const tell = (client: string, msg: unknown) => sockets.get(client)?.send(JSON.stringify(msg));
  const files = new Map<string, Buffer>();
  let counter = 0;
  let generation = 0;
  let interruptRunning = false;
  let working = false;

  const key = (type: string, subfolder: string, name: string) => `${type}/${subfolder}/${name}`;

  /** The size each node's IMAGE output has, computed along the links. */
  async function outputSize(graph: Graph, id: string): Promise<{ width: number; height: number }> {
    const node = graph[id];
    const from = async (input: string) => outputSize(graph, String((node.inputs[input] as [string, number])[0]));
    switch (node.class_type) {
      case 'EmptyLatentImage':
        return { width: Number(node.inputs.width), height: Number(node.inputs.height) };
      case 'LoadImage': {
        const m = await sharp(files.get(key('input', '', String(node.inputs.image)))).metadata();
        return { width: m.width ?? 0, height: m.height ?? 0 };
      }
      case 'ImagePadForOutpaint': {
        const s = await from('image');
        const n = (k: string) => Number(node.inputs[k] ?? 0);
        return { width: s.width + n('left') + n('right'), height: s.height + n('top') + n('bottom') };
      }
      case 'ImageUpscaleWithModel': {
        const s = await from('image');
        return { width: s.width * 4, height: s.height * 4 };
      }
      case 'ImageScaleBy': {
        const s = await from('image');
        const f = Number(node.inputs.scale_by);
        return { width: Math.round(s.width * f), height: Math.round(s.height * f) };
      }
      case 'KSampler':
        return from('latent_image');
      case 'VAEDecode':
        return from('samples');
      case 'VAEEncode':
      case 'VAEEncodeForInpaint':
        return from('pixels');
      case 'SaveImage':
        return from('images');
      default:
        throw new Error(`fake ComfyUI cannot size ${node.class_type}`);
    }
  }

  function entry(item: Item, status: string, messages: unknown[], outputs: Record<string, unknown>) {
    return { prompt: [item.number, item.id, item.graph, item.extra, Object.keys(outputs)], outputs, status: { status_str: status, completed: status === 'success', messages }, meta: {} };
  }

  /** Runs one prompt; like ComfyUI's task_done, history is written and the item leaves queue_running in one step. */
  async function execute(item: Item): Promise<void> {
    const gen = generation;
    running = item;
    const start = ['execution_start', { prompt_id: item.id, timestamp: Date.now() }];
    const client = String(item.extra.client_id ?? '');
    tell(client, { type: 'execution_start', data: { prompt_id: item.id, timestamp: Date.now() } });
    // An instant node (imageMs 0, benchmarks) takes one step: no extra timer turns per prompt.
    const steps = opts.imageMs === 0 ? 1 : (opts.steps ?? 4);
    for (let k = 1; k <= steps && gen === generation && !interruptRunning; k++) {
      await delay((opts.imageMs ?? 20) / steps);
      tell(client, { type: 'progress', data: { value: k, max: steps, prompt_id: item.id, node: '3' } });
      const socket = sockets.get(client);
      if (!socket) continue; // nobody listens: no preview drawn
      const frame = Buffer.alloc(8);
      frame.writeUInt32BE(1, 0);
      frame.writeUInt32BE(2, 4);
      socket.send(Buffer.concat([frame, await pngOf(32, 32, k)]));
    }
    if (gen !== generation) return;
    const finish = (status: string, messages: unknown[], outputs: Record<string, unknown>) => {
      running = null;
      jobEnded(stats);
      history.set(item.id, entry(item, status, [start, ...messages], outputs));
      tell(client, { type: 'executing', data: { node: null, display_node: null, prompt_id: item.id } });
      if (status === 'success') tell(client, { type: 'execution_success', data: { prompt_id: item.id, timestamp: Date.now() } });
    };
    if (interruptRunning) {
      interruptRunning = false;
      return finish('error', [['execution_interrupted', { prompt_id: item.id, node_id: '3', node_type: 'KSampler', executed: [] }]], {});
    }
    if (fake.mode === 'error') {
      const err = { prompt_id: item.id, node_id: '3', node_type: 'KSampler', exception_message: 'CUDA out of memory', exception_type: 'torch.OutOfMemoryError', traceback: [] };
      return finish('error', [['execution_error', err]], {});
    }
    const outputs: Record<string, unknown> = {};
    if (fake.mode !== 'empty') {
      for (const [id, node] of Object.entries(item.graph)) {
        if (node.class_type !== 'SaveImage') continue;
        const size = await outputSize(item.graph, id);
        const seed = Object.values(item.graph).find((n) => n.class_type === 'KSampler')?.inputs.seed ?? 0;
        const filename = `${String(node.inputs.filename_prefix ?? 'ComfyUI')}_${String(++counter).padStart(5, '0')}_.png`;
        files.set(key('output', '', filename), await pngOf(size.width, size.height, String(seed)));
        outputs[id] = { images: [{ filename, subfolder: '', type: 'output' }] };
      }
    }
    if (gen !== generation) return;
    finish('success', [['execution_success', { prompt_id: item.id }]], outputs);
  }

  async function work(): Promise<void> {
    if (working) return;
    working = true;
    const gen = generation;
    while (gen === generation && pending.length > 0 && fake.mode !== 'stuck') {
      const item = pending.shift()!;
      await execute(item).catch((e: Error) => {
        // A graph this fake cannot run is reported the way ComfyUI reports a node exception.
        running = null;
        jobEnded(stats);
        const err = { prompt_id: item.id, node_id: '?', node_type: 'fake', exception_message: e.message, exception_type: e.name, traceback: [] };
        history.set(item.id, entry(item, 'error', [['execution_error', err]], {}));
      });
    }
    if (gen === generation) working = false;
  }

  function validate(graph: Graph): { error: Record<string, unknown>; node_errors: Record<string, unknown> } | null {
    if (!Object.values(graph).some((n) => n.class_type === 'SaveImage' || n.class_type === 'PreviewImage')) {
      return { error: { type: 'prompt_no_outputs', message: 'Prompt has no outputs', details: '', extra_info: {} }, node_errors: [] as unknown as Record<string, unknown> };
    }
    const nodeErrors: Record<string, unknown> = {};
    const check = (id: string, input: string, allowed: string[]) => {
      const v = String(graph[id].inputs[input]);
      if (allowed.includes(v)) return;
      nodeErrors[id] = {
        errors: [{ type: 'value_not_in_list', message: 'Value not in list', details: `${input}: '${v}' not in ${JSON.stringify(allowed)}`, extra_info: { input_name: input, input_config: [allowed], received_value: v } }],
        dependent_outputs: ['9'],
        class_type: graph[id].class_type,
      };
    };
    for (const [id, n] of Object.entries(graph)) {
      if (n.class_type === 'CheckpointLoaderSimple') check(id, 'ckpt_name', checkpoints);
      if (n.class_type === 'UpscaleModelLoader') check(id, 'model_name', upscaleModels);
      if (n.class_type === 'LoadImage' || n.class_type === 'LoadImageMask') check(id, 'image', [...files.keys()].filter((k) => k.startsWith('input/')).map((k) => k.slice('input//'.length)));
      if (n.class_type === 'KSampler' && !(Number(n.inputs.seed) >= 0)) {
        nodeErrors[id] = { errors: [{ type: 'value_smaller_than_min', message: 'Value 0 smaller than min of 0', details: 'seed', extra_info: { input_name: 'seed' } }], dependent_outputs: ['9'], class_type: 'KSampler' };
      }
    }
    if (Object.keys(nodeErrors).length === 0) return null;
    return { error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '', extra_info: {} }, node_errors: nodeErrors };
  }

  const queueView = (i: Item) => [i.number, i.id, i.graph, i.extra, ['9']];

  const fake = (await serve(async (req, res, body, url) => {
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    if (req.method === 'GET' && path === '/system_stats') {
      return sendJson(res, 200, { system: { os: 'posix', comfyui_version: '0.3.10', python_version: '3.11' }, devices: [{ name: 'cuda:0 fake', type: 'cuda', vram_total: 25769803776, vram_free: 20000000000 }] });
    }
    if (req.method === 'GET' && path === '/queue') return sendJson(res, 200, { queue_running: running ? [queueView(running)] : [], queue_pending: pending.map(queueView) });
    if (req.method === 'GET' && path === '/prompt') return sendJson(res, 200, { exec_info: { queue_remaining: pending.length + (running ? 1 : 0) } });
    if (req.method === 'POST' && path === '/queue') {
      const b = parseJsonBody(body);
      const del = (b.delete as string[] | undefined) ?? [];
      fake.deleted.push(...del.filter((id) => pending.some((p) => p.id === id)));
      const dropped = pending.filter((p) => del.includes(p.id) || b.clear === true);
      dropped.forEach(() => jobEnded(stats));
      pending = pending.filter((p) => !dropped.includes(p));
      res.writeHead(200);
      return void res.end();
    }
    if (req.method === 'POST' && path === '/interrupt') {
      fake.interruptCalls++;
      if (running) interruptRunning = true;
      res.writeHead(200);
      return void res.end();
    }
    if (req.method === 'GET' && path.startsWith('/history/')) {
      const id = decodeURIComponent(path.slice('/history/'.length));
      const h = history.get(id);
      return sendJson(res, 200, h ? { [id]: h } : {});
    }
    if (req.method === 'GET' && path === '/view') {
      const name = url.searchParams.get('filename') ?? '';
      if (name.includes('..')) return sendJson(res, 400, {});
      const file = files.get(key(url.searchParams.get('type') ?? 'output', url.searchParams.get('subfolder') ?? '', name));
      if (!file) return sendJson(res, 404, {});
      return sendBytes(res, 200, fake.mode === 'garbage' ? GARBAGE : file);
    }
    if (req.method === 'POST' && path === '/upload/image') {
      const form = await new Request('http://fake/upload', { method: 'POST', headers: { 'content-type': String(req.headers['content-type']) }, body }).formData();
      const image = form.get('image');
      if (!(image instanceof Blob)) return sendJson(res, 400, {});
      const name = (image as File).name;
      files.set(key(String(form.get('type') ?? 'input'), String(form.get('subfolder') ?? ''), name), Buffer.from(await image.arrayBuffer()));
      return sendJson(res, 200, { name, subfolder: String(form.get('subfolder') ?? ''), type: String(form.get('type') ?? 'input') });
    }
    if (req.method === 'POST' && path === '/prompt') {
      const b = parseJsonBody(body);
      if (!b.prompt) return sendJson(res, 400, { error: { type: 'no_prompt', message: 'No prompt provided', details: '', extra_info: {} }, node_errors: [] });
      const graph = b.prompt as Graph;
      const invalid = validate(graph);
      if (invalid) return sendJson(res, 400, invalid);
      stats.bodies.push(b);
      jobStarted(stats);
      const item: Item = { number: counter++, id: randomUUID(), graph, extra: { client_id: b.client_id } };
      pending.push(item);
      sendJson(res, 200, { prompt_id: item.id, number: item.number, node_errors: {} });
      void work();
      return;
    }
    sendJson(res, 404, {});
  }, stats)) as FakeComfyUI;
  const wss = new WebSocketServer({ server: fake.server, path: '/ws' });
  wss.on('connection', (socket, req) => {
    const client = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('clientId') ?? randomUUID();
    sockets.set(client, socket);
    socket.on('close', () => sockets.get(client) === socket && sockets.delete(client));
    socket.send(JSON.stringify({ type: 'status', data: { status: { exec_info: { queue_remaining: pending.length + (running ? 1 : 0) } }, sid: client } }));
  });
  const closeServer = fake.close;
  fake.close = async () => {
    for (const socket of wss.clients) socket.terminate();
    wss.close();
    await closeServer();
  };
  fake.mode = 'ok';
  fake.interruptCalls = 0;
  fake.deleted = [];
  fake.restart = () => {
    generation++;
    pending = [];
    running = null;
    history = new Map();
    // Inputs and outputs are files on disk: they survive a restart; queue and history do not.
    working = false;
    stats.inFlight = 0;
  };
  return fake;
}
