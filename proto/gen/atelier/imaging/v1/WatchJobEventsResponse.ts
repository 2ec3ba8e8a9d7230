// Original file: atelier/imaging/v1/imaging_service.proto

import type { JobEvent as _atelier_imaging_v1_JobEvent, JobEvent__Output as _atelier_imaging_v1_JobEvent__Output } from '../../../atelier/imaging/v1/JobEvent';
import type { Long } from '@grpc/proto-loader';

export interface WatchJobEventsResponse {
  'events'?: (_atelier_imaging_v1_JobEvent)[];
  'cursor_ms'?: (number | string | Long);
}

export interface WatchJobEventsResponse__Output {
  'events': (_atelier_imaging_v1_JobEvent__Output)[];
  'cursor_ms': (string);
}
