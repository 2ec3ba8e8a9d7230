// Original file: atelier/identity/v1/identity_service.proto


export interface VerifyPasswordResetCodeResponse {
  'ticket'?: (string);
}

export interface VerifyPasswordResetCodeResponse__Output {
  'ticket': (string);
}
