// Original file: atelier/admin/v1/admin_service.proto

import type { Amount as _atelier_admin_v1_Amount, Amount__Output as _atelier_admin_v1_Amount__Output } from '../../../atelier/admin/v1/Amount';
import type { DashboardDay as _atelier_admin_v1_DashboardDay, DashboardDay__Output as _atelier_admin_v1_DashboardDay__Output } from '../../../atelier/admin/v1/DashboardDay';
import type { Long } from '@grpc/proto-loader';

export interface GetDashboardResponse {
  'users'?: (number | string | Long);
  'total_premium_user'?: (number | string | Long);
  'total_image_generated'?: (number | string | Long);
  'total_revenue'?: (_atelier_admin_v1_Amount)[];
  'series'?: (_atelier_admin_v1_DashboardDay)[];
  'updated_at'?: (string);
}

export interface GetDashboardResponse__Output {
  'users': (string);
  'total_premium_user': (string);
  'total_image_generated': (string);
  'total_revenue': (_atelier_admin_v1_Amount__Output)[];
  'series': (_atelier_admin_v1_DashboardDay__Output)[];
  'updated_at': (string);
}
