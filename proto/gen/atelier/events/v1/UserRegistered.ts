// Original file: atelier/events/v1/identity_events.proto


export interface UserRegistered {
  'user_id'?: (string);
  'email'?: (string);
  'name'?: (string);
  'profile_name'?: (string);
  'role'?: (string);
  'subscription_type'?: (string);
  'registered_at'?: (string);
}

export interface UserRegistered__Output {
  'user_id': (string);
  'email': (string);
  'name': (string);
  'profile_name': (string);
  'role': (string);
  'subscription_type': (string);
  'registered_at': (string);
}
