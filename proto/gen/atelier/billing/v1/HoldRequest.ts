// Original file: atelier/billing/v1/billing_service.proto


export interface HoldRequest {
  'user_id'?: (string);
  'job_id'?: (string);
  'credits'?: (number);
  'operation'?: (string);
}

export interface HoldRequest__Output {
  'user_id': (string);
  'job_id': (string);
  'credits': (number);
  'operation': (string);
}
