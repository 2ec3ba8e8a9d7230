// Original file: atelier/identity/v1/identity_service.proto


export interface CompletePasswordResetRequest {
  'email'?: (string);
  'password'?: (string);
  'ticket'?: (string);
  'confirm_password'?: (string);
}

export interface CompletePasswordResetRequest__Output {
  'email': (string);
  'password': (string);
  'ticket': (string);
  'confirm_password': (string);
}
