// Original file: atelier/identity/v1/identity_service.proto


export interface CompleteRegistrationRequest {
  'email'?: (string);
  'name'?: (string);
  'password'?: (string);
  'profile_name'?: (string);
  'ticket'?: (string);
}

export interface CompleteRegistrationRequest__Output {
  'email': (string);
  'name': (string);
  'password': (string);
  'profile_name': (string);
  'ticket': (string);
}
