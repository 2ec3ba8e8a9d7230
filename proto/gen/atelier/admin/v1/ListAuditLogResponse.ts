// Original file: atelier/admin/v1/admin_service.proto

import type { AuditEntry as _atelier_admin_v1_AuditEntry, AuditEntry__Output as _atelier_admin_v1_AuditEntry__Output } from '../../../atelier/admin/v1/AuditEntry';

export interface ListAuditLogResponse {
  'rows'?: (_atelier_admin_v1_AuditEntry)[];
  'count'?: (number);
}

export interface ListAuditLogResponse__Output {
  'rows': (_atelier_admin_v1_AuditEntry__Output)[];
  'count': (number);
}
