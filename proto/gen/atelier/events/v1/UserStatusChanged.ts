// Original file: atelier/events/v1/identity_events.proto


export interface UserStatusChanged {
  'user_id'?: (string);
  'status'?: (string);
}

export interface UserStatusChanged__Output {
  'user_id': (string);
  'status': (string);
}
