// One gRPC server per process: services register async handlers, the server binds in the ready
// phase and answers grpc.health.v1 Check per registered service.
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { MSG } from '@atelier/contracts';
import type { Logger } from '../logging';
import { AppError, grpcErrorOf } from './errors';
import type { LocalMethod } from './in-process';
import type { ServiceImpl, UnaryHandler } from './service-types';

export interface GrpcServer {
  /** Register an implementation: async handlers; a thrown AppError becomes a gRPC status with its
   *  message; anything else becomes INTERNAL with a generic message (and is logged). Unary only.
   *  Typed from the generated definition, so a missing handler is a compile error; untyped
   *  definitions may also key handlers by the camelCase form (getUser). */
  add<D extends grpc.ServiceDefinition>(service: D, impl: ServiceImpl<D>): void;
  /** "127.0.0.1:port" once bound (ready phase). */
  address(): string;
  /** Fully-qualified names of the registered services, e.g. "atelier.identity.v1.IdentityService". */
  services(): string[];
  /** Resolves with address() once bound. */
  bound(): Promise<string>;
  /** The method at `path` ("/pkg.Service/Method") if this server has it, for a client in this
   *  process to call without the network (in-process.ts); undefined once the server is stopping. */
  local(path: string): LocalMethod | undefined;
}

const HEALTH_PROTO = join(__dirname, '../../proto/grpc/health/v1/health.proto');
const SERVING = 'SERVING';
const NOT_SERVING = 'NOT_SERVING';

let healthDefinition: grpc.ServiceDefinition | undefined;
function healthService(): grpc.ServiceDefinition {
  if (!healthDefinition) {
    const pkg = grpc.loadPackageDefinition(protoLoader.loadSync(HEALTH_PROTO, { enums: String })) as any;
    healthDefinition = pkg.grpc.health.v1.Health.service as grpc.ServiceDefinition;
  }
  return healthDefinition;
}

/** "/atelier.identity.v1.IdentityService/GetUser" → "atelier.identity.v1.IdentityService" */
/** The message an abandoned call's signal carries; nobody reads it (the caller is gone), the log may. */
export const CALLER_GONE = 'the caller gave up on this call (cancelled or past its deadline)';

const watches = new WeakMap<object, { signal: AbortSignal; answered(): void }>();

/**
 * The call's AbortSignal: aborted (reason: AppError UNAVAILABLE, CALLER_GONE) once the caller is
 * gone — it cancelled, its connection dropped, or the deadline it sent passed (grpc-js enforces the
 * `grpc-timeout` the client sent and reports all three as the call's 'cancelled'). A handler whose
 * work outlives its caller passes this down and checks it before anything the caller must be told
 * about (a hold, a commit), so an answer that never arrives leaves nothing behind. The kit's
 * wrapper registers it before the handler runs; a call it did not wrap gets one on first ask.
 */
export function callSignal(call: grpc.ServerUnaryCall<unknown, unknown>): AbortSignal {
  return watch(call).signal;
}

/** The call's watch; `answered()` stops it once the handler is done: grpc-js reports 'cancelled'
 *  for a unary call when its stream closes even after the answer went out, which built an AppError,
 *  stack and all, for every call (~0.7 % of the pipeline bench's API process) and aborted a signal
 *  nobody held any more. */
function watch(call: grpc.ServerUnaryCall<unknown, unknown>): { signal: AbortSignal; answered(): void } {
  let w = watches.get(call);
  if (!w) {
    const controller = new AbortController();
    const gone = () => controller.abort(new AppError('UNAVAILABLE', CALLER_GONE));
    if (call.cancelled) gone();
    else call.once('cancelled', gone);
    w = { signal: controller.signal, answered: () => void call.removeListener('cancelled', gone) };
    watches.set(call, w);
  }
  return w;
}

export function serviceNameOf(service: grpc.ServiceDefinition): string {
  const first = Object.values(service)[0];
  if (!first) throw new Error('gRPC service definition has no methods');
  return first.path.split('/')[1]!;
}

/** Called as a call starts with its path ("pkg.Service/Method"); the returned function gets the answer's code. */
export type CallObserver = (path: string) => (code: grpc.status) => void;

/** The callback, reporting the status it sends to the observer. */
function observed(path: string, callback: grpc.sendUnaryData<unknown>, observe?: CallObserver): grpc.sendUnaryData<unknown> {
  if (!observe) return callback;
  const done = observe(path);
  return (err, res) => {
    done(err ? (err.code ?? grpc.status.UNKNOWN) : grpc.status.OK);
    callback(err, res);
  };
}

export class GrpcServerImpl implements GrpcServer {
  private readonly server = new grpc.Server();
  private readonly health = new Map<string, string>([['', NOT_SERVING]]);
  /** Every method by path, with its wrapped handler: what in-process calls run. */
  private readonly methods = new Map<string, LocalMethod>();
  private stopping = false;
  /** Handlers running (wire and in-process calls): shutdown waits for the in-process ones too. */
  private running = 0;
  private boundAddress?: string;
  private readonly boundPromise: Promise<string>;
  private resolveBound!: (address: string) => void;

  constructor(
    private readonly logger: Logger,
    /** Told of every call when it starts; the function it returns gets the status code sent (metrics). */
    private readonly observe?: CallObserver,
  ) {
    this.boundPromise = new Promise((resolve) => (this.resolveBound = resolve));
    this.server.addService(healthService(), {
      Check: (call: grpc.ServerUnaryCall<{ service: string }, unknown>, cb: grpc.sendUnaryData<unknown>) => {
        const status = this.health.get(call.request.service);
        if (status === undefined) cb({ code: grpc.status.NOT_FOUND, details: 'unknown service' });
        else cb(null, { status });
      },
    });
  }

  add<D extends grpc.ServiceDefinition>(service: D, typed: ServiceImpl<D>): void {
    const impl = typed as Record<string, UnaryHandler>;
    const name = serviceNameOf(service);
    if (this.health.has(name)) throw new Error(`gRPC service ${name} registered twice`);
    const handlers: grpc.UntypedServiceImplementation = {};
    for (const [method, def] of Object.entries(service)) {
      const fn = impl[method] ?? (def.originalName ? impl[def.originalName] : undefined);
      if (!fn) throw new Error(`gRPC service ${name}: no handler for ${method}`);
      if (def.requestStream || def.responseStream) throw new Error(`gRPC service ${name}: ${method} is streaming; only unary is supported`);
      handlers[method] = this.wrap(`${name}/${method}`, fn);
      this.methods.set(def.path, { def: def as grpc.MethodDefinition<unknown, unknown>, handler: handlers[method] as grpc.handleUnaryCall<unknown, unknown> });
    }
    this.server.addService(service, handlers);
    this.health.set(name, this.boundAddress ? SERVING : NOT_SERVING);
  }

  private wrap(path: string, fn: UnaryHandler): grpc.handleUnaryCall<any, any> {
    return (call, answer) => {
      const observedCallback = observed(path, answer, this.observe);
      const watched = watch(call); // listening from the first moment, so a cancel before the handler asks is not missed
      this.running++;
      const callback: grpc.sendUnaryData<unknown> = (err, res) => {
        this.running--;
        watched.answered();
        observedCallback(err, res);
      };
      fn(call.request, call).then(
        (res) => callback(null, res),
        (err: unknown) => {
          if (err instanceof AppError && err.code !== 'INTERNAL') {
            callback(grpcErrorOf(err));
            return;
          }
          this.logger.error({ err, rpc: path }, 'gRPC handler failed');
          // The generic error text, the same words a 5xx shows at the edge; the detail stays in the log.
          callback({ code: grpc.status.INTERNAL, details: MSG.genericError });
        },
      );
    };
  }

  async bind(host: string, port: number): Promise<string> {
    const actual = await new Promise<number>((resolve, reject) =>
      this.server.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
    );
    this.boundAddress = `127.0.0.1:${actual}`;
    for (const name of this.health.keys()) this.health.set(name, SERVING);
    this.logger.info({ address: `${host}:${actual}`, services: this.services() }, 'gRPC server listening');
    this.resolveBound(this.boundAddress);
    return this.boundAddress;
  }

  address(): string {
    if (!this.boundAddress) throw new Error('gRPC server is not bound yet (it binds in the ready phase)');
    return this.boundAddress;
  }

  services(): string[] {
    return [...this.health.keys()].filter(Boolean);
  }

  bound(): Promise<string> {
    return this.boundPromise;
  }

  local(path: string): LocalMethod | undefined {
    return this.stopping ? undefined : this.methods.get(path);
  }

  /** Reports NOT_SERVING to health checks while calls are still answered (the process is stopping). */
  notServing(): void {
    for (const name of this.health.keys()) this.health.set(name, NOT_SERVING);
  }

  /** Reports NOT_SERVING, lets in-flight calls finish for up to drainMs, then cuts the rest. */
  async shutdown(drainMs = 5000): Promise<void> {
    this.notServing();
    // New calls from this process then go over the wire and meet the closing server, as a remote
    // caller's do; calls already running in-process get the same drain time as wire calls.
    this.stopping = true;
    const until = Date.now() + drainMs;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.server.forceShutdown();
        resolve();
      }, drainMs);
      this.server.tryShutdown(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    while (this.running > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  }
}
