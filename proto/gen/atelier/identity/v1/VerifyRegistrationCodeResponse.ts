// Original file: atelier/identity/v1/identity_service.proto


export interface VerifyRegistrationCodeResponse {
  'ticket'?: (string);
}

export interface VerifyRegistrationCodeResponse__Output {
  'ticket': (string);
}
