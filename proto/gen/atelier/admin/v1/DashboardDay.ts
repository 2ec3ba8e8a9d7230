// Original file: atelier/admin/v1/admin_service.proto

import type { Amount as _atelier_admin_v1_Amount, Amount__Output as _atelier_admin_v1_Amount__Output } from '../../../atelier/admin/v1/Amount';
import type { Long } from '@grpc/proto-loader';

export interface DashboardDay {
  'date'?: (string);
  'signups'?: (number | string | Long);
  'images'?: (number | string | Long);
  'revenue'?: (_atelier_admin_v1_Amount)[];
}

export interface DashboardDay__Output {
  'date': (string);
  'signups': (string);
  'images': (string);
  'revenue': (_atelier_admin_v1_Amount__Output)[];
}
