// Errors that cross service boundaries: AppError carries a code and a user-safe message through
// gRPC, and httpStatusOf is the ONE place that turns any error into an HTTP status and message.
import { status as GrpcStatus } from '@grpc/grpc-js';
import { MSG } from '@atelier/contracts';
import { AppError, type AppErrorCode } from '../pure';

// AppError itself lives in ../pure (no I/O), so domain code can throw it without loading gRPC.
export { AppError, type AppErrorCode } from '../pure';

const toGrpc: Record<AppErrorCode, GrpcStatus> = {
  INVALID_ARGUMENT: GrpcStatus.INVALID_ARGUMENT,
  NOT_FOUND: GrpcStatus.NOT_FOUND,
  ALREADY_EXISTS: GrpcStatus.ALREADY_EXISTS,
  PERMISSION_DENIED: GrpcStatus.PERMISSION_DENIED,
  UNAUTHENTICATED: GrpcStatus.UNAUTHENTICATED,
  FAILED_PRECONDITION: GrpcStatus.FAILED_PRECONDITION,
  RESOURCE_EXHAUSTED: GrpcStatus.RESOURCE_EXHAUSTED,
  UNAVAILABLE: GrpcStatus.UNAVAILABLE,
  INTERNAL: GrpcStatus.INTERNAL,
};

export function grpcStatusOf(code: AppErrorCode): GrpcStatus {
  return toGrpc[code];
}

/** A gRPC status as seen by a client → our code. A missed deadline means "try again later". */
export function appErrorCodeOf(status: number): AppErrorCode {
  switch (status) {
    case GrpcStatus.DEADLINE_EXCEEDED:
    case GrpcStatus.CANCELLED:
    case GrpcStatus.UNAVAILABLE:
      return 'UNAVAILABLE';
    default: {
      const found = (Object.keys(toGrpc) as AppErrorCode[]).find((c) => toGrpc[c] === status);
      return found ?? 'INTERNAL';
    }
  }
}

const httpOf: Record<AppErrorCode, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  FAILED_PRECONDITION: 409,
  RESOURCE_EXHAUSTED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The HTTP status and message for any error. 4xx keep the AppError's message; 5xx never leak detail:
 *  they say the contract's words (the browser shows the same ones for its own failures). */
export function httpStatusOf(err: unknown): { status: number; msg: string } {
  const code = err instanceof AppError ? err.code : isGrpcError(err) ? appErrorCodeOf(err.code) : 'INTERNAL';
  const status = httpOf[code];
  if (status === 503) return { status, msg: MSG.unavailable };
  if (status >= 500) return { status, msg: MSG.genericError };
  return { status, msg: err instanceof AppError ? err.message : (err as { details: string }).details };
}

function isGrpcError(err: unknown): err is { code: number; details: string } {
  return typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'number' && 'details' in err;
}
