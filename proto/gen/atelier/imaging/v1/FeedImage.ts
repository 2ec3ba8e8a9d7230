// Original file: atelier/imaging/v1/imaging_service.proto

import type { Image as _atelier_imaging_v1_Image, Image__Output as _atelier_imaging_v1_Image__Output } from '../../../atelier/imaging/v1/Image';

export interface FeedImage {
  'image'?: (_atelier_imaging_v1_Image | null);
  'width'?: (number);
  'height'?: (number);
  'like_count'?: (number);
  'liked'?: (boolean);
  'following'?: (boolean);
  'model_id'?: (string);
  'self'?: (boolean);
}

export interface FeedImage__Output {
  'image': (_atelier_imaging_v1_Image__Output | null);
  'width': (number);
  'height': (number);
  'like_count': (number);
  'liked': (boolean);
  'following': (boolean);
  'model_id': (string);
  'self': (boolean);
}
