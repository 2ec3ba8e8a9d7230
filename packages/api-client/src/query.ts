// Server state in the browser goes through TanStack Query (docs/frontends.md "Server state"). This
// is its one home: the app's single QueryClient and its defaults, the query keys every remote
// uses (so a mutation in one remote invalidates what another shows) and the "Load More" paging
// rule. The shell provides `queryClient` (QueryClientProvider); since this package is a shared
// singleton, stores outside React reach the same cache through it.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isFinalAnswer } from './api-error';

/** Transient failures (network, 5xx) are retried this many times; a 4xx never is. */
export const QUERY_RETRIES = 2;

export const queryDefaults: DefaultOptions = {
  queries: {
    // Lists change when the user acts here, and those actions invalidate them; no refetch per focus.
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: (failures, error) => !isFinalAnswer(error) && failures < QUERY_RETRIES,
  },
  // A mutation (a form submit, starting a job) is never repeated behind the user's back.
  mutations: { retry: false },
};

export const createQueryClient = (): QueryClient => new QueryClient({ defaultOptions: queryDefaults });

/** The whole app's cache (one per page load, provided by the shell). */
export const queryClient = createQueryClient();

export type AccountArea = 'user' | 'admin';

/**
 * Every query key, by owner. Invalidate a prefix to refresh everything under it, e.g.
 * `queryKeys.studio.all` after a job finishes.
 */
export const queryKeys = {
  auth: {
    /** Which external sign-in providers the server has configured. */
    providers: () => ['auth', 'providers'] as const,
  },
  session: {
    /** The signed-in user's (or admin's) profile (getMe / adminGetMe). */
    profile: (area: AccountArea) => ['session', 'profile', area] as const,
  },
  account: {
    loginHistory: (area: AccountArea) => ['account', 'login-history', area] as const,
  },
  credits: {
    all: ['credits'] as const,
    /** The signed-in user's credit balance (the top bar's badge; spending it invalidates this). */
    balance: () => ['credits', 'balance'] as const,
  },
  billing: {
    all: ['billing'] as const,
    /** The plans on sale (Pricing). */
    plans: () => ['billing', 'plans'] as const,
    transactions: (page: number) => ['billing', 'transactions', page] as const,
    creditsBurn: (page: number) => ['billing', 'credits-burn', page] as const,
  },
  studio: {
    all: ['studio'] as const,
    models: (type: string) => ['studio', 'models', type] as const,
    sizes: (modelId: string) => ['studio', 'sizes', modelId] as const,
    /** The signed-in user's own images (the studio's histories). */
    userImages: () => ['studio', 'user-images'] as const,
  },
  admin: {
    all: ['admin'] as const,
    /** The dashboard's totals and 30-day series. */
    dashboard: () => ['admin', 'dashboard'] as const,
    /** Every User Report page (invalidate after an edit, a delete or a credit adjustment). */
    users: { all: ['admin', 'users'] as const, page: (q: Readonly<Record<string, unknown>>) => ['admin', 'users', q] as const },
    /** Every plan, active or not (the admin's Plan Report). */
    plans: () => ['admin', 'plans'] as const,
    /** Every audit log page (each admin change adds a row). */
    audit: { all: ['admin', 'audit'] as const, page: (q: Readonly<Record<string, unknown>>) => ['admin', 'audit', q] as const },
  },
  adminOps: {
    /** mfe_admin's models, model instances and job queue (issue 10): invalidate after any change there. */
    all: ['admin', 'ops'] as const,
    models: (filters: Readonly<Record<string, string>>) => ['admin', 'ops', 'models', filters] as const,
    model: (id: string) => ['admin', 'ops', 'model', id] as const,
    instances: (filters: Readonly<Record<string, string>>) => ['admin', 'ops', 'instances', filters] as const,
    instance: (id: string) => ['admin', 'ops', 'instance', id] as const,
    /** The queue's page under its filters (status, model_id, user_id, page). */
    jobs: (filters: Readonly<Record<string, string | number>>) => ['admin', 'ops', 'jobs', filters] as const,
  },
  feeds: {
    /** Every feed (a like or a follow changes rows in several: invalidate this). */
    all: ['feeds'] as const,
    /** One feed (community or personal) under its filters (prompt, category, tab, sort). */
    list: (kind: string, filters: Readonly<Record<string, string | undefined>>) => ['feeds', kind, filters] as const,
  },
} as const;

/**
 * "Load More" paging of spec §4 for useInfiniteQuery: pages are numbered from 1, each click asks
 * for the next, and a page with zero rows ends the list (Load More hides).
 */
export const loadMorePaging = {
  initialPageParam: 1,
  getNextPageParam: (lastPage: readonly unknown[], _all: unknown, lastPageParam: number): number | undefined =>
    lastPage.length === 0 ? undefined : lastPageParam + 1,
};
