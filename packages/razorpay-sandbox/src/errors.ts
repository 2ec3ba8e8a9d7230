// Razorpay's error envelope and the messages this sandbox answers with. Every failure has the body
// {"error":{code,description,field,source,step,reason,metadata}}; messages quoted in
// shared/design/billing-notes.md §1 are used verbatim, the rest follow the same (Laravel-style) wording.

export type ErrorCode = 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR' | 'SERVICE_UNAVAILABLE';

export interface ErrorBody {
  code: ErrorCode;
  description: string;
  field?: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
}

/** An error the routes turn into `statusCode` + `{error: body}`. */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
  ) {
    super(body.description);
  }
}

export const MSG = {
  invalidKey: 'The api key provided is invalid',
  missingKey: 'Please provide your api key for authentication purposes.',
  urlNotFound: 'The requested URL was not found on the server.',
  idNotFound: 'The id provided does not exist',
  serverError: 'We are facing some trouble completing your request at the moment. Please try again shortly.',
  captureAmount: 'Capture amount must be equal to the amount authorized',
  alreadyCaptured: 'This payment has already been captured',
  notCapturable: 'Only payments which have been authorized and not yet captured can be captured',
  refundTooLarge: 'The refund amount provided is greater than amount captured',
  fullyRefunded: 'The payment has been fully refunded already',
  refundNotCaptured: 'The payment has not been captured yet, so it cannot be refunded',
  idempotencyKey: 'The X-Refund-Idempotency header must be at least 10 characters of A-Z, a-z, 0-9, _ and -',
  idempotencyReuse: 'The X-Refund-Idempotency key was already used for another payment',
  orderPaid: 'Order has already been paid',
  paymentInProgress: 'A payment is already authorized for this order',
} as const;

/** A 400 input validation failure, as the create-order page documents it. */
export function badRequest(description: string, field?: string): SandboxError {
  return new SandboxError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    ...(field ? { field } : {}),
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  });
}

/** Errors Razorpay reports with source/step/reason "NA": auth, unknown ids and URLs, its own trouble. */
function na(statusCode: number, code: ErrorCode, description: string, field?: string): SandboxError {
  return new SandboxError(statusCode, { code, description, ...(field ? { field } : {}), source: 'NA', step: 'NA', reason: 'NA', metadata: {} });
}

export const unauthorized = (missing = false) => na(401, 'BAD_REQUEST_ERROR', missing ? MSG.missingKey : MSG.invalidKey);
export const idNotFound = () => na(400, 'BAD_REQUEST_ERROR', MSG.idNotFound, 'id');
export const urlNotFound = () => na(400, 'BAD_REQUEST_ERROR', MSG.urlNotFound);
export const serverError = (statusCode: 500 | 502 | 503 | 504 = 500) => na(statusCode, 'SERVER_ERROR', MSG.serverError);

/** The object Checkout hands to `payment.failed` handlers (and a failed payment's error_* fields). */
export function paymentFailure(orderId: string, paymentId: string): ErrorBody {
  return {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed',
    source: 'gateway',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: orderId, payment_id: paymentId },
  };
}
