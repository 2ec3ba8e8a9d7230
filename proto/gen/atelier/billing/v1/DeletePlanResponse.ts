// Original file: atelier/billing/v1/billing_service.proto


export interface DeletePlanResponse {
  'deactivated'?: (boolean);
}

export interface DeletePlanResponse__Output {
  'deactivated': (boolean);
}
