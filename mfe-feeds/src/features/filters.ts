// The feeds' filter buttons and what each asks the server for (issue 9 "Calls"): the category
// buttons of Home and Community, and the Personal Feed's tabs and sorts.
import type { FeedSort, FeedTab } from './feed-api';
import type { FeedFilters } from './feed-query';
import type { Choice } from './controls/ChoiceButtons';

export type CategoryChoice = 'trending' | 'all' | 'motion' | 'photography' | 'animal' | 'anime';

/** Spec §2's order: Trending, All, Motion, Photography, Animal, Anime. */
export const CATEGORY_CHOICES: readonly Choice<CategoryChoice>[] = [
  { value: 'trending', label: 'Trending' },
  { value: 'all', label: 'All' },
  { value: 'motion', label: 'Motion' },
  { value: 'photography', label: 'Photography' },
  { value: 'animal', label: 'Animal' },
  { value: 'anime', label: 'Anime' },
];

/** Trending is an order (most liked in the last 7 days), All is no filter, the rest are categories. */
export function categoryFilters(choice: CategoryChoice): FeedFilters {
  if (choice === 'trending') return { sort: 'trending' };
  if (choice === 'all') return {};
  return { category: choice };
}

export const TAB_CHOICES: readonly Choice<FeedTab>[] = [
  { value: 'mine', label: 'Your Generation' },
  { value: 'followers', label: 'Followers Feed' },
  { value: 'liked', label: 'Liked Feed' },
];

export const SORT_CHOICES: readonly Choice<FeedSort>[] = [
  { value: 'all', label: 'All' },
  { value: 'upscale', label: 'Upscale' },
  { value: 'trending', label: 'Trending' },
  { value: 'new', label: 'New' },
  { value: 'top', label: 'Top' },
];
