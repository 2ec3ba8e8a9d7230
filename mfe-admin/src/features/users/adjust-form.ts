// The Adjust credits form's schema: billing's AdjustCreditsBody, with the amount typed as text
// ("-50" becomes -50 before the contract's rule checks it; a blank one never gets here, see
// useSchemaForm with blankIsMissing). Pure, unit-tested.
import { AdjustCreditsBody } from '@atelier/contracts';
import { z } from 'zod';

export const AdjustCreditsForm = z.strictObject({
  amount: z.preprocess((v) => (typeof v === 'string' ? Number(v.trim()) : v), AdjustCreditsBody.shape.amount),
  reason: AdjustCreditsBody.shape.reason,
});

/** What the fields hold. */
export interface AdjustCreditsValues {
  amount: string;
  reason: string;
}
