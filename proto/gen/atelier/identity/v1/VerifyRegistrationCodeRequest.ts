// Original file: atelier/identity/v1/identity_service.proto


export interface VerifyRegistrationCodeRequest {
  'email'?: (string);
  'code'?: (string);
}

export interface VerifyRegistrationCodeRequest__Output {
  'email': (string);
  'code': (string);
}
