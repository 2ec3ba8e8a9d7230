// Original file: atelier/billing/v1/billing_service.proto


export interface GetCreditsBatchResponse {
  'credits'?: ({[key: string]: number});
}

export interface GetCreditsBatchResponse__Output {
  'credits': ({[key: string]: number});
}
