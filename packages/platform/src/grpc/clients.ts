// Promisified gRPC clients with a deadline on every call, typed from the generated service
// definition (service-types.ts). A service started in this process is called in-process (its
// handler without the network: in-process.ts keeps the protobuf round trip, metadata, deadline,
// status and spans); the others over the wire at SVC_<NAME>_ADDR, one channel per address.
import * as grpc from '@grpc/grpc-js';
import { AppError, appErrorCodeOf, retryAfterSecondsOf } from './errors';
import { callInProcess } from './in-process';
import { serviceNameOf, type GrpcServer } from './server';
import type { CallOptions, GrpcClient } from './service-types';

export type ServiceName = 'identity' | 'imaging' | 'billing' | 'admin';

export interface GrpcClients {
  /** A promisified client: every RPC takes (request, options?) and returns a Promise of the
   *  response, typed from the constructor's generated definition. Errors are rethrown as AppError
   *  with the server's code and message; a missed deadline (default 5 s) is UNAVAILABLE. */
  get<D extends grpc.ServiceDefinition>(svc: ServiceName, ctor: grpc.ServiceClientConstructor & { service: D }, opts?: { deadlineMs?: number }): GrpcClient<D>;
  close(): void;
}

export const DEFAULT_DEADLINE_MS = 5000;

export class GrpcClientsImpl implements GrpcClients {
  private readonly channels = new Map<string, grpc.Channel>();

  constructor(
    private readonly serviceAddrs: Record<string, string | undefined>,
    private readonly local?: GrpcServer,
    /** false: this process's own services over loopback too, as before in-process calls (tests
     *  of the wire path). */
    private readonly inProcess = true,
  ) {}

  get<D extends grpc.ServiceDefinition>(svc: ServiceName, ctor: grpc.ServiceClientConstructor & { service: D }, opts: { deadlineMs?: number } = {}): GrpcClient<D> {
    const defaultDeadline = opts.deadlineMs ?? DEFAULT_DEADLINE_MS;
    const fullName = serviceNameOf(ctor.service);
    let client: grpc.Client | undefined;
    // Resolved on first call: the in-process server binds only in the ready phase.
    const clientFor = async (deadline: Date): Promise<grpc.Client> => {
      if (!client) {
        const address = await withDeadline(this.addressOf(svc, fullName), deadline, svc);
        client = new ctor(address, grpc.credentials.createInsecure(), { channelOverride: this.channel(address) });
      }
      return client;
    };
    // In-process calls wait, like wire calls, for the server to be bound (its ready phase) once.
    let bound = false;
    const methods: Record<string, (req: unknown, o?: CallOptions) => Promise<unknown>> = {};
    for (const [name, def] of Object.entries(ctor.service)) {
      const call = async (req: unknown, o: CallOptions = {}): Promise<unknown> => {
        const deadline = new Date(Date.now() + (o.deadlineMs ?? defaultDeadline));
        const here = this.inProcess ? this.local?.local(def.path) : undefined;
        if (here) {
          if (!bound) {
            await withDeadline(this.local!.bound(), deadline, svc);
            bound = true;
          }
          return callInProcess(here, req, o.metadata ?? new grpc.Metadata(), deadline).catch((err: grpc.ServiceError) => {
            throw toAppError(svc, err);
          });
        }
        const c = (await clientFor(deadline)) as unknown as Record<string, Function>;
        return new Promise((resolve, reject) => {
          c[name]!.call(c, req, o.metadata ?? new grpc.Metadata(), { deadline }, (err: grpc.ServiceError | null, res: unknown) =>
            err ? reject(toAppError(svc, err)) : resolve(res),
          );
        });
      };
      methods[name] = call;
      if (def.originalName) methods[def.originalName] = call;
    }
    return methods as GrpcClient<D>;
  }

  private async addressOf(svc: ServiceName, fullName: string): Promise<string> {
    if (this.local?.services().includes(fullName)) return this.local.bound();
    const addr = this.serviceAddrs[svc];
    if (!addr) {
      throw new AppError('UNAVAILABLE', `no address for the ${svc} service: it is not in this process and SVC_${svc.toUpperCase()}_ADDR is unset`);
    }
    return addr;
  }

  private channel(address: string): grpc.Channel {
    let ch = this.channels.get(address);
    if (!ch) {
      ch = new grpc.Channel(address, grpc.credentials.createInsecure(), {});
      this.channels.set(address, ch);
    }
    return ch;
  }

  close(): void {
    for (const ch of this.channels.values()) ch.close();
    this.channels.clear();
  }
}

/** The same client with `defaults` under every call's own options (metadata is merged, the call's
 *  keys winning), so a caller sets its deadline or request metadata once instead of at every call. */
export function withCallOptions<C extends object>(client: C, defaults: CallOptions): C {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (req: unknown, own: CallOptions = {}) => value.call(target, req, mergeCallOptions(defaults, own));
    },
  });
}

function mergeCallOptions(defaults: CallOptions, own: CallOptions): CallOptions {
  let metadata = own.metadata ?? defaults.metadata;
  if (defaults.metadata && own.metadata) {
    metadata = defaults.metadata.clone();
    metadata.merge(own.metadata);
  }
  return { ...defaults, ...own, ...(metadata ? { metadata } : {}) };
}

/** The in-process server's address is known only once it binds; a call must not wait past its deadline. */
async function withDeadline<T>(p: Promise<T>, deadline: Date, svc: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('UNAVAILABLE', `the ${svc} service did not answer in time`)), deadline.getTime() - Date.now());
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

function toAppError(svc: string, err: grpc.ServiceError): AppError {
  const code = appErrorCodeOf(err.code, err.metadata);
  if (err.code === grpc.status.DEADLINE_EXCEEDED) return new AppError(code, `the ${svc} service did not answer in time`);
  return new AppError(code, err.details || err.message, retryAfterSecondsOf(err.metadata));
}
