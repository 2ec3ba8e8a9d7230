// mfe_billing's screens, relative to /dashboard. Each is a placeholder until its feature lands.
import type { ReactNode } from 'react';

export interface Screen {
  path: string;
  title: string;
  subtitle: string;
  what: ReactNode;
}

export const SCREENS: Screen[] = [
  {
    path: 'pricing',
    title: 'Pricing',
    subtitle: 'Pick a plan and top up your credits',
    what: 'One card per plan with its price, credits and a Buy now button.',
  },
  {
    path: 'transaction',
    title: 'Transaction Report',
    subtitle: 'A GST invoice appears the next business day after a successful token purchase.',
    what: 'Date, gateway transaction id, amount, credits, status and invoice of every purchase.',
  },
  {
    path: 'credits',
    title: 'Credits Burn Report',
    subtitle: 'Every credit you received or spent',
    what: 'Each request with its service, amount, credit or debit, and your balance after it.',
  },
];
