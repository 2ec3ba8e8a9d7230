// Original file: atelier/imaging/v1/imaging_service.proto

import type { FeedImage as _atelier_imaging_v1_FeedImage, FeedImage__Output as _atelier_imaging_v1_FeedImage__Output } from '../../../atelier/imaging/v1/FeedImage';

export interface ListFeedResponse {
  'rows'?: (_atelier_imaging_v1_FeedImage)[];
  'next_cursor'?: (string);
}

export interface ListFeedResponse__Output {
  'rows': (_atelier_imaging_v1_FeedImage__Output)[];
  'next_cursor': (string);
}
