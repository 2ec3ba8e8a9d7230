// Original file: atelier/events/v1/identity_events.proto


export interface SessionsRevoked {
  'user_id'?: (string);
  'session_ids'?: (string)[];
  'reason'?: (string);
  'revoked_at'?: (string);
}

export interface SessionsRevoked__Output {
  'user_id': (string);
  'session_ids': (string)[];
  'reason': (string);
  'revoked_at': (string);
}
