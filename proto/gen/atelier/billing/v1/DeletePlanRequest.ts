// Original file: atelier/billing/v1/billing_service.proto


export interface DeletePlanRequest {
  'id'?: (string);
}

export interface DeletePlanRequest__Output {
  'id': (string);
}
