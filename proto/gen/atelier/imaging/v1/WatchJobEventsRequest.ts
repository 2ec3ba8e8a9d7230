// Original file: atelier/imaging/v1/imaging_service.proto

import type { Long } from '@grpc/proto-loader';

export interface WatchJobEventsRequest {
  'since_ms'?: (number | string | Long);
  'wait_ms'?: (number);
}

export interface WatchJobEventsRequest__Output {
  'since_ms': (string);
  'wait_ms': (number);
}
