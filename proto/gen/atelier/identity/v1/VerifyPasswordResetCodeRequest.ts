// Original file: atelier/identity/v1/identity_service.proto


export interface VerifyPasswordResetCodeRequest {
  'email'?: (string);
  'code'?: (string);
}

export interface VerifyPasswordResetCodeRequest__Output {
  'email': (string);
  'code': (string);
}
