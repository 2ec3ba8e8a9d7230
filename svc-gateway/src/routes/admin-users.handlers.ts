// The admin's user report and edits: identity's users with billing's credits (issue 10).
// PLACEHOLDER until the identity work lands: every handler answers 501.
import type { Handlers } from './context';
import { HttpError } from '../plugins/errors';

const notYet = async (): Promise<never> => {
  throw new HttpError(501, 'Not built yet');
};

export const adminUserHandlers = {
  adminUsers: notYet,
  adminUpdateUser: notYet,
  adminDeleteUser: notYet,
} satisfies Partial<Handlers>;
