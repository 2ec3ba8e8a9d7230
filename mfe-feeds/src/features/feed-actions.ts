// Like/unlike an image and follow/unfollow its author. The server's answer is written into every
// loaded feed page that shows the image (or the author), so the card, the open dialog and the other
// feeds agree at once; the personal feeds (Liked, Followers) are marked stale and refetch when shown.
import { ApiError, queryClient, queryKeys } from '@atelier/api-client';
import { errorToast } from '@atelier/shell-contract';
import { useMutation, type InfiniteData } from '@tanstack/react-query';
import { setFollow, setLike, type FeedImage, type FeedPage } from './feed-api';

type Pages = InfiniteData<FeedPage>;

/** Every loaded feed page with `change` applied to each row (rows `change` returns as-is stay shared). */
export function patchRows(change: (row: FeedImage) => FeedImage): void {
  queryClient.setQueriesData<Pages>({ queryKey: queryKeys.feeds.all }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, rows: p.rows.map(change) })) } : data,
  );
}

const markPersonalStale = () =>
  queryClient.invalidateQueries({ queryKey: [...queryKeys.feeds.all, 'personal'], refetchType: 'none' });

/** Spec §8's error toast with the server's message when it gave one. */
const failed = (e: unknown) => errorToast(e instanceof ApiError ? e.serverMsg : null);

export function useLike() {
  return useMutation({
    mutationFn: ({ image, liked }: { image: FeedImage; liked: boolean }) => setLike(image.id, liked),
    onSuccess: (state, { image }) => {
      patchRows((r) => (r.id === image.id ? { ...r, liked: state.liked, like_count: state.like_count } : r));
      void markPersonalStale();
    },
    onError: failed,
  });
}

/** Follow is offered on anyone's image but the viewer's own (the server also refuses following oneself). */
export const offersFollow = (image: FeedImage): boolean => !image.User.self;

export function useFollow() {
  return useMutation({
    mutationFn: ({ userId, following }: { userId: string; following: boolean }) => setFollow(userId, following),
    onSuccess: (state, { userId }) => {
      patchRows((r) => (r.User.id === userId ? { ...r, User: { ...r.User, following: state.following } } : r));
      void markPersonalStale();
    },
    onError: failed,
  });
}
