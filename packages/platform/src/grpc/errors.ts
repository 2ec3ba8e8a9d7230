// Errors that cross service boundaries: AppError carries a code and a user-safe message through
// gRPC, and httpStatusOf is the ONE place that turns any error into an HTTP status and message.
// gRPC has fewer statuses than we have codes: a code that shares its gRPC status with another
// (PAYMENT_REQUIRED travels as FAILED_PRECONDITION) also sends its own name in the trailing
// metadata key APP_CODE_KEY, and the client takes it back from there — so it survives any number
// of hops (billing → imaging → gateway) unchanged.
import { Metadata, status as GrpcStatus } from '@grpc/grpc-js';
import { MSG } from '@atelier/contracts';
import { AppError, type AppErrorCode } from '../pure';

// AppError itself lives in ../pure (no I/O), so domain code can throw it without loading gRPC.
export { AppError, type AppErrorCode } from '../pure';

/** Trailing metadata naming the AppErrorCode when its gRPC status alone does not. */
export const APP_CODE_KEY = 'atelier-app-code';
/** Trailing metadata: the seconds after which a refused call may succeed (AppError.retryAfterSeconds). */
export const RETRY_AFTER_KEY = 'atelier-retry-after';
/** A Retry-After beyond this is not believed (a day: no throttle here is longer). */
const RETRY_AFTER_MAX_SECONDS = 86_400;

/** A whole number of seconds in 1..RETRY_AFTER_MAX_SECONDS, or undefined. */
function retryAfterOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= RETRY_AFTER_MAX_SECONDS ? n : undefined;
}

const toGrpc: Record<AppErrorCode, GrpcStatus> = {
  INVALID_ARGUMENT: GrpcStatus.INVALID_ARGUMENT,
  NOT_FOUND: GrpcStatus.NOT_FOUND,
  ALREADY_EXISTS: GrpcStatus.ALREADY_EXISTS,
  PERMISSION_DENIED: GrpcStatus.PERMISSION_DENIED,
  UNAUTHENTICATED: GrpcStatus.UNAUTHENTICATED,
  FAILED_PRECONDITION: GrpcStatus.FAILED_PRECONDITION,
  PAYMENT_REQUIRED: GrpcStatus.FAILED_PRECONDITION,
  RESOURCE_EXHAUSTED: GrpcStatus.RESOURCE_EXHAUSTED,
  OVERLOADED: GrpcStatus.RESOURCE_EXHAUSTED,
  UNAVAILABLE: GrpcStatus.UNAVAILABLE,
  INTERNAL: GrpcStatus.INTERNAL,
};

/** Codes that refine another code's gRPC status: they need the metadata marker to be told apart. */
const REFINED: ReadonlySet<AppErrorCode> = new Set(['PAYMENT_REQUIRED', 'OVERLOADED']);

export function grpcStatusOf(code: AppErrorCode): GrpcStatus {
  return toGrpc[code];
}

/** What a server sends for an AppError: the status, the message, and the marker a refined code needs. */
export function grpcErrorOf(err: AppError): { code: GrpcStatus; details: string; metadata?: Metadata } {
  const code = grpcStatusOf(err.code);
  const retryAfter = retryAfterOf(err.retryAfterSeconds);
  if (!REFINED.has(err.code) && retryAfter === undefined) return { code, details: err.message };
  const metadata = new Metadata();
  if (REFINED.has(err.code)) metadata.set(APP_CODE_KEY, err.code);
  if (retryAfter !== undefined) metadata.set(RETRY_AFTER_KEY, String(retryAfter));
  return { code, details: err.message, metadata };
}

/** A gRPC status as seen by a client (and its trailing metadata) → our code. A missed deadline
 *  means "try again later". A marker is believed only when it names a refined code of that very
 *  status, so it can never turn e.g. UNAVAILABLE into a 4xx. */
export function appErrorCodeOf(status: number, metadata?: Metadata): AppErrorCode {
  const marker = metadata?.get(APP_CODE_KEY)[0]?.toString() as AppErrorCode | undefined;
  if (marker && REFINED.has(marker) && toGrpc[marker] === status) return marker;
  switch (status) {
    case GrpcStatus.DEADLINE_EXCEEDED:
    case GrpcStatus.CANCELLED:
    case GrpcStatus.UNAVAILABLE:
      return 'UNAVAILABLE';
    default: {
      const found = (Object.keys(toGrpc) as AppErrorCode[]).find((c) => toGrpc[c] === status && !REFINED.has(c));
      return found ?? 'INTERNAL';
    }
  }
}

const httpOf: Record<AppErrorCode, number> = {
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  FAILED_PRECONDITION: 409,
  RESOURCE_EXHAUSTED: 429,
  OVERLOADED: 503,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The HTTP status and message for any error. 4xx (and OVERLOADED) keep the message; 5xx never leak detail:
 *  they say the contract's words (the browser shows the same ones for its own failures). A 429 or 503
 *  whose refusal said when it ends also gives `retryAfterSeconds` (the Retry-After header). */
export function httpStatusOf(err: unknown): { status: number; msg: string; retryAfterSeconds?: number } {
  const code = err instanceof AppError ? err.code : isGrpcError(err) ? appErrorCodeOf(err.code, err.metadata) : 'INTERNAL';
  const status = httpOf[code];
  if (status === 429 || status === 503) {
    const retryAfter = err instanceof AppError ? retryAfterOf(err.retryAfterSeconds) : isGrpcError(err) ? retryAfterSecondsOf(err.metadata) : undefined;
    if (retryAfter !== undefined) return { ...statusAndMessage(err, code, status), retryAfterSeconds: retryAfter };
  }
  return statusAndMessage(err, code, status);
}

function statusAndMessage(err: unknown, code: AppErrorCode, status: number): { status: number; msg: string } {
  // Shed load says our own words (e.g. IMAGING_MSG.busy): the one 5xx whose message is user-safe.
  if (code === 'OVERLOADED') return { status, msg: err instanceof AppError ? err.message : (err as { details: string }).details };
  if (status === 503) return { status, msg: MSG.unavailable };
  if (status >= 500) return { status, msg: MSG.genericError };
  return { status, msg: err instanceof AppError ? err.message : (err as { details: string }).details };
}

/** The Retry-After a refused call's trailing metadata carries (RETRY_AFTER_KEY), if sane. */
export function retryAfterSecondsOf(metadata?: Metadata): number | undefined {
  return retryAfterOf(metadata?.get(RETRY_AFTER_KEY)[0]?.toString());
}

function isGrpcError(err: unknown): err is { code: number; details: string; metadata?: Metadata } {
  return typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'number' && 'details' in err;
}
