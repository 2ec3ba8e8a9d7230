// The User Report's state as the server's query: search text, Status and Subscription filters and
// the page. Only what says something is sent (an empty filter is "All"); a new search or filter
// starts again from page 1. Pure, unit-tested.
import type { QueryOf } from '@atelier/contracts';
import type { SubscriptionType, UserStatus } from '@atelier/contracts';
import { withoutBlanks } from '../admin-ui/blanks';
import type { FilterChoice } from '../admin-ui/FilterSelect';

export interface UserFilters {
  name: string;
  status: UserStatus | '';
  subscription: SubscriptionType | '';
  page: number;
}

export const NO_USER_FILTERS: UserFilters = { name: '', status: '', subscription: '', page: 1 };

/** GET /admin/all_user's query for these filters. */
export function usersQueryParams(f: UserFilters): NonNullable<QueryOf<'adminUsers'>> {
  return withoutBlanks({ page: f.page, name: f.name, status: f.status, subscription: f.subscription });
}

/** The filters after one of them changed: back to page 1 (spec §4: a new search starts the list again). */
export const refilter = (f: UserFilters, change: Partial<Omit<UserFilters, 'page'>>): UserFilters => ({ ...f, ...change, page: 1 });

export const STATUS_CHOICES: readonly FilterChoice<UserStatus>[] = [
  { value: 'active', label: 'Active' },
  { value: 'block', label: 'Block' },
  { value: 'deactive', label: 'Deactive' },
];
export const SUBSCRIPTION_CHOICES: readonly FilterChoice<SubscriptionType>[] = [
  { value: 'free', label: 'Free' },
  { value: 'premium', label: 'Premium' },
];

/** A choice's label ("block" → "Block"), or the raw value for one the list does not know. */
export const labelOf = <V extends string>(choices: readonly FilterChoice<V>[], v: string): string => choices.find((c) => c.value === v)?.label ?? v;
