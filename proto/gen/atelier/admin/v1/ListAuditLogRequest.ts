// Original file: atelier/admin/v1/admin_service.proto


export interface ListAuditLogRequest {
  'page'?: (number);
  'actor_id'?: (string);
  'action'?: (string);
  'entity_type'?: (string);
}

export interface ListAuditLogRequest__Output {
  'page': (number);
  'actor_id': (string);
  'action': (string);
  'entity_type': (string);
}
