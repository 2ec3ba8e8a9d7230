// The job queue (admin) and a user's own cancel, and model instances' controls: imaging (issue 10).
// PLACEHOLDER until the imaging work lands: every handler answers 501.
import type { Handlers } from './context';
import { HttpError } from '../plugins/errors';

const notYet = async (): Promise<never> => {
  throw new HttpError(501, 'Not built yet');
};

export const jobHandlers = {
  adminJobs: notYet,
  adminCancelJob: notYet,
  adminRetryJob: notYet,
  adminPruneJobs: notYet,
  adminPauseInstance: notYet,
  adminResumeInstance: notYet,
  adminTestInstance: notYet,
  cancelJob: notYet,
} satisfies Partial<Handlers>;
