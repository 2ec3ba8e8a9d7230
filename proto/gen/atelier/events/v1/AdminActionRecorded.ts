// Original file: atelier/events/v1/admin_events.proto


export interface AdminActionRecorded {
  'audit_id'?: (string);
  'actor_id'?: (string);
  'ip'?: (string);
  'user_agent'?: (string);
  'action'?: (string);
  'entity_type'?: (string);
  'entity_id'?: (string);
  'before_json'?: (string);
  'after_json'?: (string);
  'occurred_at'?: (string);
  'service'?: (string);
}

export interface AdminActionRecorded__Output {
  'audit_id': (string);
  'actor_id': (string);
  'ip': (string);
  'user_agent': (string);
  'action': (string);
  'entity_type': (string);
  'entity_id': (string);
  'before_json': (string);
  'after_json': (string);
  'occurred_at': (string);
  'service': (string);
}
