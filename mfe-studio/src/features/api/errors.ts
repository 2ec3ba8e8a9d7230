// Error wording of spec §8 for the studio's screens: the server's message, else the generation
// screen's own fallback sentence.
import { ApiError } from '@atelier/api-client';
import { errorToast } from '@atelier/shell-contract';

/** Spec §8: "the generation screen writes 'Something went wrong. Please try again later'". */
export const STUDIO_FALLBACK = 'Something went wrong. Please try again later';

export const serverMessage = (e: unknown): string | null => (e instanceof ApiError ? e.serverMsg : null);

export function studioErrorToast(message: string | null): void {
  errorToast(message, { fallback: STUDIO_FALLBACK });
}
