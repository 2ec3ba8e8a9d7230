// Original file: atelier/admin/v1/admin_service.proto


export interface AuditEntry {
  'id'?: (string);
  'at'?: (string);
  'actor_id'?: (string);
  'actor_name'?: (string);
  'actor_email'?: (string);
  'ip'?: (string);
  'user_agent'?: (string);
  'action'?: (string);
  'entity_type'?: (string);
  'entity_id'?: (string);
  'before_json'?: (string);
  'after_json'?: (string);
  'service'?: (string);
}

export interface AuditEntry__Output {
  'id': (string);
  'at': (string);
  'actor_id': (string);
  'actor_name': (string);
  'actor_email': (string);
  'ip': (string);
  'user_agent': (string);
  'action': (string);
  'entity_type': (string);
  'entity_id': (string);
  'before_json': (string);
  'after_json': (string);
  'service': (string);
}
