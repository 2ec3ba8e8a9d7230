// The body of a call that takes none: absent, null or {}; anything else is refused.
import { NoBody } from '@atelier/contracts';

// Fastify hands a body-less POST to the validator as null, which contracts' optional NoBody refuses.
export const EmptyBody = NoBody.nullable();
