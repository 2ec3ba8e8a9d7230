// Spec §1/§8: ask for browser notification permission when the dashboard loads (finished jobs can
// then notify); a browser without the API gets the spec's toast instead.
import { toast } from '@atelier/shell-contract';

export function requestNotificationPermission(): void {
  if (!('Notification' in window)) {
    toast({ title: 'This browser does not support notifications.' });
    return;
  }
  if (Notification.permission === 'default') {
    Notification.requestPermission().catch((e: unknown) => console.warn('[atelier] notification permission', e));
  }
}
