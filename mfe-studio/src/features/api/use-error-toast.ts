// A query that failed shows the spec §8 toast once per failure (a retry that fails again toasts again).
import { useEffect } from 'react';
import { serverMessage, studioErrorToast } from './errors';

export function useErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) studioErrorToast(serverMessage(error));
  }, [error]);
}
