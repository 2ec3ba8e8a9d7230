// mfe_feeds' screens, by screen id: Home, Community and Personal Feed. Home and Community are in the
// App chunk itself (they share most of their code, and a chunk of their own would be one more step
// before the dashboard's first paint); Personal Feed loads on its own, because its tabs are Radix
// widgets: in the App chunk, they made every feeds screen download the kit's widgets entry (~38 KiB
// on the wire) — docs/benchmarks.md "Page weight".
import { lazy } from 'react';
import { CommunityPage } from './CommunityPage';
import { HomePage } from './HomePage';

/** By screen id: exactly the ids of src/screens.json, which declares each screen's path and menu entry. */
export const PAGES = {
  home: HomePage,
  community: CommunityPage,
  personal: lazy(async () => ({ default: (await import('./PersonalPage')).PersonalPage })),
};
