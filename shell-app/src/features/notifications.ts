// Spec §1/§8: ask for browser notification permission when the dashboard loads (finished jobs can
// then notify); a browser without the API gets the spec's toast instead.
// The message comes from the contracts' messages module alone, so zod stays out of the shell bundle.
import { MSG } from '@atelier/contracts/src/messages';
import { toast } from '@atelier/shell-contract';

export function requestNotificationPermission(): void {
  if (!('Notification' in window)) {
    toast({ title: MSG.noNotifications });
    return;
  }
  if (Notification.permission === 'default') {
    Notification.requestPermission().catch((e: unknown) => console.warn('[atelier] notification permission', e));
  }
}
