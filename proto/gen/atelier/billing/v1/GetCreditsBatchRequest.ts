// Original file: atelier/billing/v1/billing_service.proto


export interface GetCreditsBatchRequest {
  'user_ids'?: (string)[];
}

export interface GetCreditsBatchRequest__Output {
  'user_ids': (string)[];
}
