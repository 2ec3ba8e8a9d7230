import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AdminServiceClient as _atelier_admin_v1_AdminServiceClient, AdminServiceDefinition as _atelier_admin_v1_AdminServiceDefinition } from './atelier/admin/v1/AdminService';
import type { Amount as _atelier_admin_v1_Amount, Amount__Output as _atelier_admin_v1_Amount__Output } from './atelier/admin/v1/Amount';
import type { AuditEntry as _atelier_admin_v1_AuditEntry, AuditEntry__Output as _atelier_admin_v1_AuditEntry__Output } from './atelier/admin/v1/AuditEntry';
import type { DashboardDay as _atelier_admin_v1_DashboardDay, DashboardDay__Output as _atelier_admin_v1_DashboardDay__Output } from './atelier/admin/v1/DashboardDay';
import type { GetDashboardRequest as _atelier_admin_v1_GetDashboardRequest, GetDashboardRequest__Output as _atelier_admin_v1_GetDashboardRequest__Output } from './atelier/admin/v1/GetDashboardRequest';
import type { GetDashboardResponse as _atelier_admin_v1_GetDashboardResponse, GetDashboardResponse__Output as _atelier_admin_v1_GetDashboardResponse__Output } from './atelier/admin/v1/GetDashboardResponse';
import type { ListAuditLogRequest as _atelier_admin_v1_ListAuditLogRequest, ListAuditLogRequest__Output as _atelier_admin_v1_ListAuditLogRequest__Output } from './atelier/admin/v1/ListAuditLogRequest';
import type { ListAuditLogResponse as _atelier_admin_v1_ListAuditLogResponse, ListAuditLogResponse__Output as _atelier_admin_v1_ListAuditLogResponse__Output } from './atelier/admin/v1/ListAuditLogResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  atelier: {
    admin: {
      v1: {
        AdminService: SubtypeConstructor<typeof grpc.Client, _atelier_admin_v1_AdminServiceClient> & { service: _atelier_admin_v1_AdminServiceDefinition }
        Amount: MessageTypeDefinition<_atelier_admin_v1_Amount, _atelier_admin_v1_Amount__Output>
        AuditEntry: MessageTypeDefinition<_atelier_admin_v1_AuditEntry, _atelier_admin_v1_AuditEntry__Output>
        DashboardDay: MessageTypeDefinition<_atelier_admin_v1_DashboardDay, _atelier_admin_v1_DashboardDay__Output>
        GetDashboardRequest: MessageTypeDefinition<_atelier_admin_v1_GetDashboardRequest, _atelier_admin_v1_GetDashboardRequest__Output>
        GetDashboardResponse: MessageTypeDefinition<_atelier_admin_v1_GetDashboardResponse, _atelier_admin_v1_GetDashboardResponse__Output>
        ListAuditLogRequest: MessageTypeDefinition<_atelier_admin_v1_ListAuditLogRequest, _atelier_admin_v1_ListAuditLogRequest__Output>
        ListAuditLogResponse: MessageTypeDefinition<_atelier_admin_v1_ListAuditLogResponse, _atelier_admin_v1_ListAuditLogResponse__Output>
      }
    }
  }
}

