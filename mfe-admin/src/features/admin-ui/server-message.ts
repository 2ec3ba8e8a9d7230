// What a failed admin call says on screen: the server's own message (ADMIN_MSG.lastAdmin, a
// billing refusal, …), else spec §8's generic text; and the toasts an admin change ends with when
// no dialog holds its answer (spec §8: success → status and msg; failure → the generic title with
// the server's message).
import { ApiError } from '@atelier/api-client';
import { MSG } from '@atelier/contracts';
import { errorToast, successToast } from '@atelier/shell-contract';

/** The server's user-facing message, or null when it gave none (network, 5xx without a body). */
export const serverMessage = (e: unknown): string | null => (e instanceof ApiError ? e.serverMsg : null);

/** The server's message, else the generic error text. */
export const errorText = (e: unknown): string => serverMessage(e) || MSG.genericError;

export const toastAnswer = (res: { status: string; msg: string }): void => successToast(res.status, res.msg);

export const toastProblem = (e: unknown): void => errorToast(serverMessage(e));
