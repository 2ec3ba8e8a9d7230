// Error wording of spec §8 for the studio's screens: the server's message, else the generation
// screen's own fallback sentence.
import { ApiError } from '@atelier/api-client';
import { MSG } from '@atelier/contracts/src/messages';
import { errorToast } from '@atelier/shell-contract';

export const serverMessage = (e: unknown): string | null => (e instanceof ApiError ? e.serverMsg : null);

/** Spec §8: the generation screen's own fallback sentence (MSG.genericErrorGeneration). */
export function studioErrorToast(message: string | null): void {
  errorToast(message, { fallback: MSG.genericErrorGeneration });
}
