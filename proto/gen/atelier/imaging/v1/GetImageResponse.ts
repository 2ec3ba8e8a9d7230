// Original file: atelier/imaging/v1/imaging_service.proto

import type { Image as _atelier_imaging_v1_Image, Image__Output as _atelier_imaging_v1_Image__Output } from '../../../atelier/imaging/v1/Image';

export interface GetImageResponse {
  'image'?: (_atelier_imaging_v1_Image | null);
}

export interface GetImageResponse__Output {
  'image': (_atelier_imaging_v1_Image__Output | null);
}
