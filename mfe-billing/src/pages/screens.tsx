// mfe_billing's pages, by screen id (src/screens.json declares each screen's path and menu entry).
// Each page is its own chunk.
import { lazy } from 'react';

/** By screen id: exactly the ids of src/screens.json. */
export const PAGES = {
  pricing: lazy(() => import('./PricingPage')),
  transactions: lazy(() => import('./TransactionsPage')),
  credits: lazy(() => import('./CreditsBurnPage')),
};
