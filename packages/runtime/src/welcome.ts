// The one friendly line `npm start` prints once everything listens: where to open the app and,
// in the embedded mode, where the emails (sign-up codes) land.
import type { MailPort, Module } from '@atelier/platform';

export function welcomeLine(publicUrl: string, devMailbox: boolean): string {
  // The mailbox answers only this machine or a signed-in admin (it holds every reset code).
  const mailbox = devMailbox ? ` — emails (sign-up codes) appear at ${publicUrl}/dev/mailbox (from this machine, or signed in as an admin)` : '';
  return `\nAtelier is running: open ${publicUrl}${mailbox}\n`;
}

export const welcomeModule: Module<void> = {
  name: 'welcome',
  deps: ['gateway', 'mail'],
  start() {},
  ready(_value, ctx) {
    const { devMailbox } = ctx.get<MailPort>('mail');
    // stdout on purpose, not the JSON log: this line is for the person who just typed `npm start`.
    process.stdout.write(`${welcomeLine(ctx.config.publicUrl, Boolean(devMailbox))}\n`);
  },
};
