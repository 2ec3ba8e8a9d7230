// Original file: atelier/events/v1/identity_events.proto


export interface UserProfileUpdated {
  'user_id'?: (string);
  'name'?: (string);
  'email'?: (string);
  'profile_name'?: (string);
}

export interface UserProfileUpdated__Output {
  'user_id': (string);
  'name': (string);
  'email': (string);
  'profile_name': (string);
}
