// mfe_feeds' screens, by screen id: Home, Community and Personal Feed.
import { CommunityPage } from './CommunityPage';
import { HomePage } from './HomePage';
import { PersonalPage } from './PersonalPage';

/** By screen id: exactly the ids of src/screens.json, which declares each screen's path and menu entry. */
export const PAGES = {
  home: HomePage,
  community: CommunityPage,
  personal: PersonalPage,
};
