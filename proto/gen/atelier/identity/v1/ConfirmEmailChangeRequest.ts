// Original file: atelier/identity/v1/identity_service.proto


export interface ConfirmEmailChangeRequest {
  'user_id'?: (string);
  'code'?: (string);
  'current_session_id'?: (string);
}

export interface ConfirmEmailChangeRequest__Output {
  'user_id': (string);
  'code': (string);
  'current_session_id': (string);
}
