// Original file: atelier/imaging/v1/imaging_service.proto

import type { Image as _atelier_imaging_v1_Image, Image__Output as _atelier_imaging_v1_Image__Output } from '../../../atelier/imaging/v1/Image';

export interface SubmitJobResponse {
  'job_id'?: (string);
  'images'?: (_atelier_imaging_v1_Image)[];
}

export interface SubmitJobResponse__Output {
  'job_id': (string);
  'images': (_atelier_imaging_v1_Image__Output)[];
}
