// Original file: atelier/billing/v1/billing_service.proto


export interface GetCreditsRequest {
  'user_id'?: (string);
}

export interface GetCreditsRequest__Output {
  'user_id': (string);
}
