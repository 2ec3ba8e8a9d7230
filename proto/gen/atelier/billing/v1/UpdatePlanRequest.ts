// Original file: atelier/billing/v1/billing_service.proto

import type { PlanInput as _atelier_billing_v1_PlanInput, PlanInput__Output as _atelier_billing_v1_PlanInput__Output } from '../../../atelier/billing/v1/PlanInput';

export interface UpdatePlanRequest {
  'id'?: (string);
  'plan'?: (_atelier_billing_v1_PlanInput | null);
  'status'?: (string);
}

export interface UpdatePlanRequest__Output {
  'id': (string);
  'plan': (_atelier_billing_v1_PlanInput__Output | null);
  'status': (string);
}
