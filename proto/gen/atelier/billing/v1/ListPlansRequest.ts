// Original file: atelier/billing/v1/billing_service.proto


export interface ListPlansRequest {
  'active_only'?: (boolean);
}

export interface ListPlansRequest__Output {
  'active_only': (boolean);
}
