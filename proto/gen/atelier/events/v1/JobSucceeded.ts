// Original file: atelier/events/v1/imaging_events.proto

import type { Image as _atelier_imaging_v1_Image, Image__Output as _atelier_imaging_v1_Image__Output } from '../../../atelier/imaging/v1/Image';

export interface JobSucceeded {
  'job_id'?: (string);
  'user_id'?: (string);
  'image_ids'?: (string)[];
  'credits'?: (number);
  'finished_at'?: (string);
  'images'?: (_atelier_imaging_v1_Image)[];
}

export interface JobSucceeded__Output {
  'job_id': (string);
  'user_id': (string);
  'image_ids': (string)[];
  'credits': (number);
  'finished_at': (string);
  'images': (_atelier_imaging_v1_Image__Output)[];
}
