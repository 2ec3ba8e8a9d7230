// Original file: atelier/billing/v1/billing_service.proto

import type { Plan as _atelier_billing_v1_Plan, Plan__Output as _atelier_billing_v1_Plan__Output } from '../../../atelier/billing/v1/Plan';

export interface PlanResponse {
  'plan'?: (_atelier_billing_v1_Plan | null);
}

export interface PlanResponse__Output {
  'plan': (_atelier_billing_v1_Plan__Output | null);
}
