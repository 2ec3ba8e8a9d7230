// Original file: atelier/admin/v1/admin_service.proto

import type { Long } from '@grpc/proto-loader';

export interface Amount {
  'currency'?: (string);
  'amount'?: (number | string | Long);
}

export interface Amount__Output {
  'currency': (string);
  'amount': (string);
}
