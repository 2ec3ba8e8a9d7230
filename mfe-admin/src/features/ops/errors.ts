// What an admin reads when a call fails: the server's message, else spec §8's generic sentence;
// and the toasts every ops mutation ends with (spec §8: success → status and msg; failure → the
// generic title with the server's message).
import { ApiError } from '@atelier/api-client';
import { MSG } from '@atelier/contracts';
import { errorToast, successToast } from '@atelier/shell-contract';

export const problemOf = (e: unknown): string => (e instanceof ApiError && e.serverMsg) || MSG.genericError;

export const toastAnswer = (res: { status: string; msg: string }): void => successToast(res.status, res.msg);

export const toastProblem = (e: unknown): void => errorToast(e instanceof ApiError ? e.serverMsg : null);
