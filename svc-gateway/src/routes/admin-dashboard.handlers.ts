// The admin dashboard and audit log routes: svc-admin's projection and audit store (issue 10).
// PLACEHOLDER until svc-admin lands: every handler answers 501.
import type { Handlers } from './context';
import { HttpError } from '../plugins/errors';

const notYet = async (): Promise<never> => {
  throw new HttpError(501, 'Not built yet');
};

export const adminDashboardHandlers = {
  adminDashboard: notYet,
  adminAuditLog: notYet,
} satisfies Partial<Handlers>;
