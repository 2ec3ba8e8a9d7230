// Original file: atelier/events/v1/billing_events.proto


export interface CreditsChanged {
  'user_id'?: (string);
  'credits'?: (number);
  'held'?: (number);
  'balance'?: (number);
  'entry_kind'?: (string);
  'source_id'?: (string);
  'changed_at'?: (string);
}

export interface CreditsChanged__Output {
  'user_id': (string);
  'credits': (number);
  'held': (number);
  'balance': (number);
  'entry_kind': (string);
  'source_id': (string);
  'changed_at': (string);
}
