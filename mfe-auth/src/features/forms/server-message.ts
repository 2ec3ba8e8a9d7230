// The server's user-facing message from a failed call (spec §8 shows it in the error toast).
import { ApiError } from '@atelier/api-client';

export const serverMessage = (e: unknown): string | null => (e instanceof ApiError ? e.serverMsg : null);
