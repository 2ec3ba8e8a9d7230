// mfe_billing's screens, by screen id. Each is a placeholder until its feature lands.
import { comingSoonPages } from '@atelier/ui-kit';

/** By screen id: exactly the ids of src/screens.json, which declares each screen's path and menu entry. */
export const PAGES = comingSoonPages({
  pricing: {
    title: 'Pricing',
    subtitle: 'Pick a plan and top up your credits',
    what: 'One card per plan with its price, credits and a Buy now button.',
  },
  transactions: {
    title: 'Transaction Report',
    subtitle: 'A GST invoice appears the next business day after a successful token purchase.',
    what: 'Date, gateway transaction id, amount, credits, status and invoice of every purchase.',
  },
  credits: {
    title: 'Credits Burn Report',
    subtitle: 'Every credit you received or spent',
    what: 'Each request with its service, amount, credit or debit, and your balance after it.',
  },
});
