// A unary call to a handler registered in this very process, made without the network. Everything a
// loopback gRPC call gave the two ends is kept: the request and the answer make the protobuf round
// trip (a handler sees what the wire would give it — defaults filled, enums and 64-bit numbers as
// the loader renders them — and the caller likewise), the metadata is a copy carrying the trace
// context, the deadline aborts the call's signal and fails the caller, an error crosses as its gRPC
// status and trailers (the client maps it exactly as it maps the wire's), the server's metrics see
// the call, and the trace gets the same client and server spans as @opentelemetry/instrumentation-grpc
// makes. What goes is HTTP/2's framing, two sockets and the wake-ups between them: ~220 µs of CPU a
// call on this project's 2-core machine (docs/benchmarks.md), two of them in every job's submit.
import { EventEmitter } from 'node:events';
import * as grpc from '@grpc/grpc-js';
import { MSG } from '@atelier/contracts';
import { currentTraceCarrier, SpanKind, withSpan } from '../tracing';

/** A method of this process's server: its definition (for the protobuf round trip) and the kit's
 *  wrapped handler (server.ts: errors mapped, metrics observed, the call watched). */
export interface LocalMethod {
  def: grpc.MethodDefinition<unknown, unknown>;
  handler: grpc.handleUnaryCall<unknown, unknown>;
}

/** What an error of a local call carries: a wire error's fields, so the client maps both alike. */
export type LocalCallError = Pick<grpc.ServiceError, 'code' | 'details' | 'message'> & { metadata?: grpc.Metadata };

/** The part of grpc-js's ServerUnaryCall the kit's handlers use (request, metadata, cancelled and
 *  its 'cancelled' event, which callSignal listens to), plus what a log line might ask. */
class LocalCall extends EventEmitter {
  cancelled = false;

  constructor(
    readonly request: unknown,
    readonly metadata: grpc.Metadata,
    private readonly deadline: Date,
    private readonly path: string,
  ) {
    super();
  }

  getDeadline(): Date {
    return this.deadline;
  }

  getPeer(): string {
    return 'in-process';
  }

  getPath(): string {
    return this.path;
  }

  /** The caller is gone (its deadline passed): what grpc-js reports as the call's 'cancelled'. */
  cancel(): void {
    if (this.cancelled) return;
    this.cancelled = true;
    this.emit('cancelled');
  }
}

function failure(code: grpc.status, details: string, metadata?: grpc.Metadata): LocalCallError {
  return { code, details, message: `${code} ${grpc.status[code]}: ${details}`, ...(metadata ? { metadata } : {}) };
}

/** The spans' name and attributes, as @opentelemetry/instrumentation-grpc writes them. */
function spanOf(path: string): { name: string; attributes: Record<string, string> } {
  const [service = '', method = ''] = path.slice(1).split('/');
  return { name: `grpc.${path.slice(1)}`, attributes: { 'rpc.system': 'grpc', 'rpc.service': service, 'rpc.method': method } };
}

/** Calls `m` with `req`: resolves with the answer, rejects with a LocalCallError (the status the
 *  handler sent, DEADLINE_EXCEEDED at the deadline, INTERNAL for a message that does not encode). */
export function callInProcess(m: LocalMethod, req: unknown, metadata: grpc.Metadata, deadline: Date): Promise<unknown> {
  const { name, attributes } = spanOf(m.def.path);
  return withSpan(name, { kind: SpanKind.CLIENT, attributes }, (client) => {
    let request: unknown;
    try {
      request = m.def.requestDeserialize(m.def.requestSerialize(req));
    } catch (err) {
      return Promise.reject(failure(grpc.status.INTERNAL, `Request message serialization failure: ${(err as Error).message}`));
    }
    const md = metadata.clone();
    for (const [k, v] of Object.entries(currentTraceCarrier() ?? {})) md.set(k, v);
    return new Promise<unknown>((resolve, reject) => {
      const call = new LocalCall(request, md, deadline, m.def.path);
      let settled = false;
      const settle = (err: LocalCallError | null, res?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        client.setAttribute('rpc.grpc.status_code', err ? err.code : grpc.status.OK);
        if (err) reject(err);
        else resolve(res);
      };
      const timer = setTimeout(() => {
        call.cancel();
        settle(failure(grpc.status.DEADLINE_EXCEEDED, 'Deadline exceeded'));
      }, Math.max(0, deadline.getTime() - Date.now()));
      // The server's span, a child of the client's (the context the wire would carry in metadata).
      void withSpan(name, { kind: SpanKind.SERVER, attributes }, (server) =>
        new Promise<void>((done, failed) => {
          m.handler(call as unknown as grpc.ServerUnaryCall<unknown, unknown>, (err, res) => {
            if (err) {
              const e = failure(err.code ?? grpc.status.UNKNOWN, err.details ?? ('message' in err ? err.message : ''), err.metadata ?? undefined);
              server.setAttribute('rpc.grpc.status_code', e.code);
              settle(e);
              failed(e);
              return;
            }
            server.setAttribute('rpc.grpc.status_code', grpc.status.OK);
            try {
              settle(null, m.def.responseDeserialize(m.def.responseSerialize(res)));
            } catch {
              settle(failure(grpc.status.INTERNAL, MSG.genericError));
            }
            done();
          });
        }),
      ).catch(() => undefined); // the error went to the caller; the span recorded it
    });
  });
}
