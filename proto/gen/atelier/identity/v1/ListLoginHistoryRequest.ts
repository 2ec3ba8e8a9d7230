// Original file: atelier/identity/v1/identity_service.proto


export interface ListLoginHistoryRequest {
  'user_id'?: (string);
  'limit'?: (number);
}

export interface ListLoginHistoryRequest__Output {
  'user_id': (string);
  'limit': (number);
}
