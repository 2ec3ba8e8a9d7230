// Original file: atelier/identity/v1/identity_service.proto


export interface UpdateProfileRequest {
  'user_id'?: (string);
  'name'?: (string);
  'email'?: (string);
  'profile_name'?: (string);
}

export interface UpdateProfileRequest__Output {
  'user_id': (string);
  'name': (string);
  'email': (string);
  'profile_name': (string);
}
