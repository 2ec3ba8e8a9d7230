// Original file: atelier/admin/v1/admin_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetDashboardRequest as _atelier_admin_v1_GetDashboardRequest, GetDashboardRequest__Output as _atelier_admin_v1_GetDashboardRequest__Output } from '../../../atelier/admin/v1/GetDashboardRequest';
import type { GetDashboardResponse as _atelier_admin_v1_GetDashboardResponse, GetDashboardResponse__Output as _atelier_admin_v1_GetDashboardResponse__Output } from '../../../atelier/admin/v1/GetDashboardResponse';
import type { ListAuditLogRequest as _atelier_admin_v1_ListAuditLogRequest, ListAuditLogRequest__Output as _atelier_admin_v1_ListAuditLogRequest__Output } from '../../../atelier/admin/v1/ListAuditLogRequest';
import type { ListAuditLogResponse as _atelier_admin_v1_ListAuditLogResponse, ListAuditLogResponse__Output as _atelier_admin_v1_ListAuditLogResponse__Output } from '../../../atelier/admin/v1/ListAuditLogResponse';

export interface AdminServiceClient extends grpc.Client {
  GetDashboard(argument: _atelier_admin_v1_GetDashboardRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_admin_v1_GetDashboardResponse__Output>): grpc.ClientUnaryCall;
  GetDashboard(argument: _atelier_admin_v1_GetDashboardRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_admin_v1_GetDashboardResponse__Output>): grpc.ClientUnaryCall;
  GetDashboard(argument: _atelier_admin_v1_GetDashboardRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_admin_v1_GetDashboardResponse__Output>): grpc.ClientUnaryCall;
  GetDashboard(argument: _atelier_admin_v1_GetDashboardRequest, callback: grpc.requestCallback<_atelier_admin_v1_GetDashboardResponse__Output>): grpc.ClientUnaryCall;
  getDashboard(argument: _atelier_admin_v1_GetDashboardRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_admin_v1_GetDashboardResponse__Output>): grpc.ClientUnaryCall;
  getDashboard(argument: _atelier_admin_v1_GetDashboardRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_admin_v1_GetDashboardResponse__Output>): grpc.ClientUnaryCall;
  getDashboard(argument: _atelier_admin_v1_GetDashboardRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_admin_v1_GetDashboardResponse__Output>): grpc.ClientUnaryCall;
  getDashboard(argument: _atelier_admin_v1_GetDashboardRequest, callback: grpc.requestCallback<_atelier_admin_v1_GetDashboardResponse__Output>): grpc.ClientUnaryCall;
  
  ListAuditLog(argument: _atelier_admin_v1_ListAuditLogRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_admin_v1_ListAuditLogResponse__Output>): grpc.ClientUnaryCall;
  ListAuditLog(argument: _atelier_admin_v1_ListAuditLogRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_admin_v1_ListAuditLogResponse__Output>): grpc.ClientUnaryCall;
  ListAuditLog(argument: _atelier_admin_v1_ListAuditLogRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_admin_v1_ListAuditLogResponse__Output>): grpc.ClientUnaryCall;
  ListAuditLog(argument: _atelier_admin_v1_ListAuditLogRequest, callback: grpc.requestCallback<_atelier_admin_v1_ListAuditLogResponse__Output>): grpc.ClientUnaryCall;
  listAuditLog(argument: _atelier_admin_v1_ListAuditLogRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_admin_v1_ListAuditLogResponse__Output>): grpc.ClientUnaryCall;
  listAuditLog(argument: _atelier_admin_v1_ListAuditLogRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_admin_v1_ListAuditLogResponse__Output>): grpc.ClientUnaryCall;
  listAuditLog(argument: _atelier_admin_v1_ListAuditLogRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_admin_v1_ListAuditLogResponse__Output>): grpc.ClientUnaryCall;
  listAuditLog(argument: _atelier_admin_v1_ListAuditLogRequest, callback: grpc.requestCallback<_atelier_admin_v1_ListAuditLogResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AdminServiceHandlers extends grpc.UntypedServiceImplementation {
  GetDashboard: grpc.handleUnaryCall<_atelier_admin_v1_GetDashboardRequest__Output, _atelier_admin_v1_GetDashboardResponse>;
  
  ListAuditLog: grpc.handleUnaryCall<_atelier_admin_v1_ListAuditLogRequest__Output, _atelier_admin_v1_ListAuditLogResponse>;
  
}

export interface AdminServiceDefinition extends grpc.ServiceDefinition {
  GetDashboard: MethodDefinition<_atelier_admin_v1_GetDashboardRequest, _atelier_admin_v1_GetDashboardResponse, _atelier_admin_v1_GetDashboardRequest__Output, _atelier_admin_v1_GetDashboardResponse__Output>
  ListAuditLog: MethodDefinition<_atelier_admin_v1_ListAuditLogRequest, _atelier_admin_v1_ListAuditLogResponse, _atelier_admin_v1_ListAuditLogRequest__Output, _atelier_admin_v1_ListAuditLogResponse__Output>
}
