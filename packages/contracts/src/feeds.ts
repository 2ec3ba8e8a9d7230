// Feeds and the social layer (issue 9; spec §2 Home/Feeds, §4, §7 get_community_field /
// get_personal_field): the feed queries, the feed row (an image record with its size, likes and
// author), and the like/follow answers. The vocabulary (categories, tabs, sorts) is declared here
// once; svc-imaging's domain and the gateway take it from here.
import { z } from 'zod';
import { ImageRecord } from './imaging';
import { FEED_LIMITS, FEED_MSG, MSG } from './messages';

/** Home/Community category buttons. `trending` orders by likes of the last days; `all` filters nothing. */
export const FeedCategory = z.enum(['trending', 'all', 'motion', 'photography', 'animal', 'anime'], { error: FEED_MSG.badCategory });
export type FeedCategory = z.infer<typeof FeedCategory>;
/** The categories an image can carry (stored with it at publish; svc-imaging/src/domain/categories.ts). */
export const IMAGE_CATEGORIES = ['motion', 'photography', 'animal', 'anime'] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];
/** Personal Feed tabs: Your Generation, Followers Feed, Liked Feed. */
export const FeedTab = z.enum(['mine', 'followers', 'liked'], { error: FEED_MSG.badTab });
export type FeedTab = z.infer<typeof FeedTab>;
/** Personal Feed buttons All, Upscale, Trending, New, Top (also accepted by Community). */
export const FeedSort = z.enum(['all', 'upscale', 'trending', 'new', 'top'], { error: FEED_MSG.badSort });
export type FeedSort = z.infer<typeof FeedSort>;
export const FeedScope = z.enum(['community', 'personal']);
export type FeedScope = z.infer<typeof FeedScope>;

const feedQuery = {
  /** Search by prompt: word stems, the last word as a prefix; "" = no search. */
  prompt: z.string().trim().max(FEED_LIMITS.promptMax, FEED_MSG.promptMax).optional(),
  /** 1-based; Load More asks page 2 first (spec §9). A cursor, when given, wins. */
  page: z.coerce.number({ error: MSG.badPage }).int(MSG.badPage).min(1, MSG.badPage).max(FEED_LIMITS.pageMax, MSG.badPage).optional(),
  category: FeedCategory.optional(),
  sort: FeedSort.optional(),
  /** `data.next_cursor` of the previous page, as given (opaque). */
  cursor: z.string().min(1, FEED_MSG.badCursor).max(FEED_LIMITS.cursorMax, FEED_MSG.badCursor).optional(),
};
export const CommunityFeedQuery = z.strictObject(feedQuery);
export const PersonalFeedQuery = z.strictObject({ ...feedQuery, tab: FeedTab.optional() });

/** An image as a feed shows it: the image record (spec §3) plus its stored size, its likes and its author. */
export const FeedRow = ImageRecord.extend({
  /** Pixels of the stored image (the grid reserves the card's box before the thumbnail loads). */
  width: z.number().int(),
  height: z.number().int(),
  like_count: z.number().int(),
  /** Whether the viewer likes it. */
  liked: z.boolean(),
  /** The model it was made with: Remix opens the Playground on it. */
  model_id: z.string(),
  /** The author; `following`: the viewer follows them; `self`: the author is the viewer (no Follow is offered). */
  User: z.strictObject({ id: z.string(), name: z.string(), profile_pic: z.string().nullable(), following: z.boolean(), self: z.boolean() }),
});
export type FeedRow = z.infer<typeof FeedRow>;

export const FeedResponse = z.strictObject({
  status: z.literal('success'),
  data: z.strictObject({
    rows: z.array(FeedRow),
    /** Pass as `cursor` for the next page; null at the end. */
    next_cursor: z.string().nullable(),
  }),
});

export const ImageIdParams = z.strictObject({ image_id: z.string().min(1).max(64) });
export const UserIdParams = z.strictObject({ user_id: z.string().min(1).max(64) });
export const LikeResponse = z.strictObject({ status: z.literal('success'), data: z.strictObject({ liked: z.boolean(), like_count: z.number().int() }) });
export const FollowResponse = z.strictObject({
  status: z.literal('success'),
  data: z.strictObject({ following: z.boolean(), follower_count: z.number().int() }),
});
