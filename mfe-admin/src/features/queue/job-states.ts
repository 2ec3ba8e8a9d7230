// The queue's states in the order the page shows them, with their words and tones.
import type { JobStatus } from '@atelier/contracts';
import type { Tone } from '../admin-ui/StatusMark';

export const JOB_STATES: readonly { value: JobStatus; label: string; tone: Tone }[] = [
  { value: 'pending', label: 'Pending', tone: 'idle' },
  { value: 'running', label: 'Running', tone: 'busy' },
  { value: 'success', label: 'Success', tone: 'good' },
  { value: 'failure', label: 'Failure', tone: 'bad' },
  { value: 'canceled', label: 'Canceled', tone: 'warn' },
];

export const stateOf = (s: JobStatus) => JOB_STATES.find((x) => x.value === s)!;

/** What an admin may do with a job in this state (the server refuses the rest with its message). */
export const canCancel = (s: JobStatus): boolean => s === 'pending' || s === 'running';
export const canRetry = (s: JobStatus): boolean => s === 'failure' || s === 'canceled';
