// The one error every API call rejects with: the HTTP status and the server's message for users.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's message for users, or null when there was none (network failure, 5xx without body). */
    readonly serverMsg: string | null,
  ) {
    super(serverMsg ?? `HTTP ${status}`);
  }
}

/** A 4xx is the server's final word (bad input, not allowed, not found): asking again cannot help. */
export const isFinalAnswer = (e: unknown): boolean => e instanceof ApiError && e.status >= 400 && e.status < 500;
