// Original file: atelier/billing/v1/billing_service.proto

import type { Plan as _atelier_billing_v1_Plan, Plan__Output as _atelier_billing_v1_Plan__Output } from '../../../atelier/billing/v1/Plan';

export interface ListPlansResponse {
  'plans'?: (_atelier_billing_v1_Plan)[];
}

export interface ListPlansResponse__Output {
  'plans': (_atelier_billing_v1_Plan__Output)[];
}
