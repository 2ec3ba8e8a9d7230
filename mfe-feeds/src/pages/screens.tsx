// mfe_feeds' screens, by screen id: the home page, and a placeholder for each screen whose feature has not landed.
import { comingSoonPages } from '@atelier/ui-kit';
import { HomePage } from './HomePage';

/** By screen id: exactly the ids of src/screens.json, which declares each screen's path and menu entry. */
export const PAGES = {
  home: HomePage,
  ...comingSoonPages({
    community: {
      title: 'Community',
      subtitle: 'Public creations from everyone on Atelier',
      what: 'Browse by category, search by prompt and load more as you scroll.',
    },
    personal: {
      title: 'Personal Feed',
      subtitle: 'Your generations, in one place',
      what: 'Your generations, followers and liked images, searchable by prompt.',
    },
  }),
};
