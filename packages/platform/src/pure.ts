// The kit's side-effect-free part: the error type and the id check that domain/ code uses. It imports
// no I/O module (no pg, kysely, kafka, gRPC), so `domain/` can take it from
// '@atelier/platform/src/pure' without loading the rest of the kit (system-tests/rooms.test.ts checks).
import { z } from 'zod';

export type AppErrorCode =
  | 'INVALID_ARGUMENT'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'PERMISSION_DENIED'
  | 'UNAUTHENTICATED'
  | 'FAILED_PRECONDITION'
  /** The caller must pay first (not enough credits): HTTP 402. Crosses gRPC as FAILED_PRECONDITION
   *  plus the code in trailing metadata (grpc/errors.ts). */
  | 'PAYMENT_REQUIRED'
  | 'RESOURCE_EXHAUSTED'
  /** Shed for load (e.g. imaging's decoder is full): HTTP 503 with Retry-After, and unlike
   *  UNAVAILABLE its message is ours to show. Crosses gRPC as RESOURCE_EXHAUSTED plus the marker. */
  | 'OVERLOADED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export class AppError extends Error {
  override name = 'AppError';
  /** `message` is safe to show to users. `retryAfterSeconds`, when the refusal knows when it ends
   *  (a throttle's window), reaches the browser as Retry-After on a 429 or 503 (grpc/errors.ts). */
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

// zod's guid pattern is the 8-4-4-4-12 hex shape of any version, in either case: exactly what a
// Postgres uuid column accepts.
const UUID = z.regexes.guid;

/** Whether `id` is text a uuid column accepts. Ids arriving from outside are checked with this
 *  before they reach a query, so a malformed one is a clean "not found", not a cast error. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
