// Original file: atelier/imaging/v1/imaging_service.proto

import type { Image as _atelier_imaging_v1_Image, Image__Output as _atelier_imaging_v1_Image__Output } from '../../../atelier/imaging/v1/Image';

export interface ListUserImagesResponse {
  'images'?: (_atelier_imaging_v1_Image)[];
  'count'?: (number);
}

export interface ListUserImagesResponse__Output {
  'images': (_atelier_imaging_v1_Image__Output)[];
  'count': (number);
}
