// Original file: atelier/imaging/v1/imaging_service.proto

import type { Long } from '@grpc/proto-loader';

export interface JobEvent {
  'event_id'?: (string);
  'type'?: (string);
  'job_id'?: (string);
  'user_id'?: (string);
  'image_ids'?: (string)[];
  'received_ms'?: (number | string | Long);
}

export interface JobEvent__Output {
  'event_id': (string);
  'type': (string);
  'job_id': (string);
  'user_id': (string);
  'image_ids': (string)[];
  'received_ms': (string);
}
