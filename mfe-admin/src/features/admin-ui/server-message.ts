// What a failed admin call says on screen: the server's own message (ADMIN_MSG.lastAdmin, a
// billing refusal, …), else spec §8's generic text.
import { ApiError } from '@atelier/api-client';
import { MSG } from '@atelier/contracts';

/** The server's user-facing message, or null when it gave none (network, 5xx without a body). */
export const serverMessage = (e: unknown): string | null => (e instanceof ApiError ? e.serverMsg : null);

/** The server's message, else the generic error text. */
export const errorText = (e: unknown): string => serverMessage(e) || MSG.genericError;
