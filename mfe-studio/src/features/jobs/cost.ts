// What a studio job costs before Submit (issue 8): the chosen model's credits per image × the
// images asked for, and whether the wallet can pay it. The server decides for real (a 402 with
// BILLING_MSG.notEnoughCredits); this only saves a click that would fail.
import type { Credits } from '@atelier/contracts';

/** Credits the job uses, or null when the model's price is not known (no line shown). */
export function jobCost(perImage: number | undefined, images: number): number | null {
  return perImage === undefined ? null : perImage * images;
}

/** The wallet is known and cannot pay: an unknown wallet (no billing) never blocks Submit. */
export function isShort(cost: number | null, wallet: Credits | null | undefined): boolean {
  return cost !== null && !!wallet && wallet.credits < cost;
}

export const costText = (cost: number): string => `Uses ${cost} ${cost === 1 ? 'credit' : 'credits'}`;
