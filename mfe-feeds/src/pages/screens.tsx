// mfe_feeds' feed screens, by screen id. Each is a placeholder until its feature lands.
import type { ComingSoonProps } from '@atelier/ui-kit';

/** By screen id (src/screens.json declares each screen's path and menu entry). */
export const PLACEHOLDERS: Record<string, ComingSoonProps> = {
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
};
