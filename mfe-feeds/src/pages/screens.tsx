// mfe_feeds' feed screens, relative to /dashboard. Each is a placeholder until its feature lands.
import type { ReactNode } from 'react';

export interface Screen {
  path: string;
  title: string;
  subtitle: string;
  what: ReactNode;
}

export const SCREENS: Screen[] = [
  {
    path: 'community-field',
    title: 'Community',
    subtitle: 'Public creations from everyone on Atelier',
    what: 'Browse by category, search by prompt and load more as you scroll.',
  },
  {
    path: 'personal-field',
    title: 'Personal Feed',
    subtitle: 'Your generations, in one place',
    what: 'Your generations, followers and liked images, searchable by prompt.',
  },
];
