// Seeds as the product sees them: decimal strings in 0…2^63-1 (they overflow JS numbers), image i
// of a job uses seed+i (wrapping like Fooocus), and a null seed means "adapter picks one".
import { randomBytes } from 'node:crypto';
import { IMAGING_LIMITS } from '@atelier/contracts';
import { NodeError } from '../types';

export const MAX_SEED = IMAGING_LIMITS.seedMax;

/** The job's first seed: the requested one, or a random one when the request left it open. */
export function firstSeed(seed: string | null): bigint {
  if (seed === null) return randomBytes(8).readBigUInt64BE() & MAX_SEED;
  if (!/^\d{1,19}$/.test(seed) || BigInt(seed) > MAX_SEED) throw new NodeError('rejected', `seed must be a whole number from 0 to ${MAX_SEED} (got ${seed})`);
  return BigInt(seed);
}

/** Seed of image i: seed+i modulo 2^63 (the contract owns the rule; the Playground uses it too). */
export { seedAt } from '@atelier/contracts';
