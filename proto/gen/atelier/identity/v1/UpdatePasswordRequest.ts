// Original file: atelier/identity/v1/identity_service.proto


export interface UpdatePasswordRequest {
  'user_id'?: (string);
  'old_password'?: (string);
  'new_password'?: (string);
  'confirm_password'?: (string);
  'current_session_id'?: (string);
}

export interface UpdatePasswordRequest__Output {
  'user_id': (string);
  'old_password': (string);
  'new_password': (string);
  'confirm_password': (string);
  'current_session_id': (string);
}
