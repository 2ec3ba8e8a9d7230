// Original file: atelier/identity/v1/identity_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { BeginOidcSignInRequest as _atelier_identity_v1_BeginOidcSignInRequest, BeginOidcSignInRequest__Output as _atelier_identity_v1_BeginOidcSignInRequest__Output } from '../../../atelier/identity/v1/BeginOidcSignInRequest';
import type { BeginOidcSignInResponse as _atelier_identity_v1_BeginOidcSignInResponse, BeginOidcSignInResponse__Output as _atelier_identity_v1_BeginOidcSignInResponse__Output } from '../../../atelier/identity/v1/BeginOidcSignInResponse';
import type { CompleteOidcSignInRequest as _atelier_identity_v1_CompleteOidcSignInRequest, CompleteOidcSignInRequest__Output as _atelier_identity_v1_CompleteOidcSignInRequest__Output } from '../../../atelier/identity/v1/CompleteOidcSignInRequest';
import type { CompleteOidcSignInResponse as _atelier_identity_v1_CompleteOidcSignInResponse, CompleteOidcSignInResponse__Output as _atelier_identity_v1_CompleteOidcSignInResponse__Output } from '../../../atelier/identity/v1/CompleteOidcSignInResponse';
import type { CompletePasswordResetRequest as _atelier_identity_v1_CompletePasswordResetRequest, CompletePasswordResetRequest__Output as _atelier_identity_v1_CompletePasswordResetRequest__Output } from '../../../atelier/identity/v1/CompletePasswordResetRequest';
import type { CompletePasswordResetResponse as _atelier_identity_v1_CompletePasswordResetResponse, CompletePasswordResetResponse__Output as _atelier_identity_v1_CompletePasswordResetResponse__Output } from '../../../atelier/identity/v1/CompletePasswordResetResponse';
import type { CompleteRegistrationRequest as _atelier_identity_v1_CompleteRegistrationRequest, CompleteRegistrationRequest__Output as _atelier_identity_v1_CompleteRegistrationRequest__Output } from '../../../atelier/identity/v1/CompleteRegistrationRequest';
import type { CompleteRegistrationResponse as _atelier_identity_v1_CompleteRegistrationResponse, CompleteRegistrationResponse__Output as _atelier_identity_v1_CompleteRegistrationResponse__Output } from '../../../atelier/identity/v1/CompleteRegistrationResponse';
import type { ConfirmEmailChangeRequest as _atelier_identity_v1_ConfirmEmailChangeRequest, ConfirmEmailChangeRequest__Output as _atelier_identity_v1_ConfirmEmailChangeRequest__Output } from '../../../atelier/identity/v1/ConfirmEmailChangeRequest';
import type { ConfirmEmailChangeResponse as _atelier_identity_v1_ConfirmEmailChangeResponse, ConfirmEmailChangeResponse__Output as _atelier_identity_v1_ConfirmEmailChangeResponse__Output } from '../../../atelier/identity/v1/ConfirmEmailChangeResponse';
import type { DeleteUserRequest as _atelier_identity_v1_DeleteUserRequest, DeleteUserRequest__Output as _atelier_identity_v1_DeleteUserRequest__Output } from '../../../atelier/identity/v1/DeleteUserRequest';
import type { DeleteUserResponse as _atelier_identity_v1_DeleteUserResponse, DeleteUserResponse__Output as _atelier_identity_v1_DeleteUserResponse__Output } from '../../../atelier/identity/v1/DeleteUserResponse';
import type { GetSignInProvidersRequest as _atelier_identity_v1_GetSignInProvidersRequest, GetSignInProvidersRequest__Output as _atelier_identity_v1_GetSignInProvidersRequest__Output } from '../../../atelier/identity/v1/GetSignInProvidersRequest';
import type { GetSignInProvidersResponse as _atelier_identity_v1_GetSignInProvidersResponse, GetSignInProvidersResponse__Output as _atelier_identity_v1_GetSignInProvidersResponse__Output } from '../../../atelier/identity/v1/GetSignInProvidersResponse';
import type { GetUserRequest as _atelier_identity_v1_GetUserRequest, GetUserRequest__Output as _atelier_identity_v1_GetUserRequest__Output } from '../../../atelier/identity/v1/GetUserRequest';
import type { GetUserResponse as _atelier_identity_v1_GetUserResponse, GetUserResponse__Output as _atelier_identity_v1_GetUserResponse__Output } from '../../../atelier/identity/v1/GetUserResponse';
import type { ListDisabledUsersSinceRequest as _atelier_identity_v1_ListDisabledUsersSinceRequest, ListDisabledUsersSinceRequest__Output as _atelier_identity_v1_ListDisabledUsersSinceRequest__Output } from '../../../atelier/identity/v1/ListDisabledUsersSinceRequest';
import type { ListDisabledUsersSinceResponse as _atelier_identity_v1_ListDisabledUsersSinceResponse, ListDisabledUsersSinceResponse__Output as _atelier_identity_v1_ListDisabledUsersSinceResponse__Output } from '../../../atelier/identity/v1/ListDisabledUsersSinceResponse';
import type { ListLoginHistoryRequest as _atelier_identity_v1_ListLoginHistoryRequest, ListLoginHistoryRequest__Output as _atelier_identity_v1_ListLoginHistoryRequest__Output } from '../../../atelier/identity/v1/ListLoginHistoryRequest';
import type { ListLoginHistoryResponse as _atelier_identity_v1_ListLoginHistoryResponse, ListLoginHistoryResponse__Output as _atelier_identity_v1_ListLoginHistoryResponse__Output } from '../../../atelier/identity/v1/ListLoginHistoryResponse';
import type { ListRevokedSessionsSinceRequest as _atelier_identity_v1_ListRevokedSessionsSinceRequest, ListRevokedSessionsSinceRequest__Output as _atelier_identity_v1_ListRevokedSessionsSinceRequest__Output } from '../../../atelier/identity/v1/ListRevokedSessionsSinceRequest';
import type { ListRevokedSessionsSinceResponse as _atelier_identity_v1_ListRevokedSessionsSinceResponse, ListRevokedSessionsSinceResponse__Output as _atelier_identity_v1_ListRevokedSessionsSinceResponse__Output } from '../../../atelier/identity/v1/ListRevokedSessionsSinceResponse';
import type { ListUsersRequest as _atelier_identity_v1_ListUsersRequest, ListUsersRequest__Output as _atelier_identity_v1_ListUsersRequest__Output } from '../../../atelier/identity/v1/ListUsersRequest';
import type { ListUsersResponse as _atelier_identity_v1_ListUsersResponse, ListUsersResponse__Output as _atelier_identity_v1_ListUsersResponse__Output } from '../../../atelier/identity/v1/ListUsersResponse';
import type { LoginRequest as _atelier_identity_v1_LoginRequest, LoginRequest__Output as _atelier_identity_v1_LoginRequest__Output } from '../../../atelier/identity/v1/LoginRequest';
import type { LoginResponse as _atelier_identity_v1_LoginResponse, LoginResponse__Output as _atelier_identity_v1_LoginResponse__Output } from '../../../atelier/identity/v1/LoginResponse';
import type { RefreshSessionRequest as _atelier_identity_v1_RefreshSessionRequest, RefreshSessionRequest__Output as _atelier_identity_v1_RefreshSessionRequest__Output } from '../../../atelier/identity/v1/RefreshSessionRequest';
import type { RefreshSessionResponse as _atelier_identity_v1_RefreshSessionResponse, RefreshSessionResponse__Output as _atelier_identity_v1_RefreshSessionResponse__Output } from '../../../atelier/identity/v1/RefreshSessionResponse';
import type { ResendPasswordResetCodeRequest as _atelier_identity_v1_ResendPasswordResetCodeRequest, ResendPasswordResetCodeRequest__Output as _atelier_identity_v1_ResendPasswordResetCodeRequest__Output } from '../../../atelier/identity/v1/ResendPasswordResetCodeRequest';
import type { ResendPasswordResetCodeResponse as _atelier_identity_v1_ResendPasswordResetCodeResponse, ResendPasswordResetCodeResponse__Output as _atelier_identity_v1_ResendPasswordResetCodeResponse__Output } from '../../../atelier/identity/v1/ResendPasswordResetCodeResponse';
import type { ResendRegistrationCodeRequest as _atelier_identity_v1_ResendRegistrationCodeRequest, ResendRegistrationCodeRequest__Output as _atelier_identity_v1_ResendRegistrationCodeRequest__Output } from '../../../atelier/identity/v1/ResendRegistrationCodeRequest';
import type { ResendRegistrationCodeResponse as _atelier_identity_v1_ResendRegistrationCodeResponse, ResendRegistrationCodeResponse__Output as _atelier_identity_v1_ResendRegistrationCodeResponse__Output } from '../../../atelier/identity/v1/ResendRegistrationCodeResponse';
import type { RevokeSessionRequest as _atelier_identity_v1_RevokeSessionRequest, RevokeSessionRequest__Output as _atelier_identity_v1_RevokeSessionRequest__Output } from '../../../atelier/identity/v1/RevokeSessionRequest';
import type { RevokeSessionResponse as _atelier_identity_v1_RevokeSessionResponse, RevokeSessionResponse__Output as _atelier_identity_v1_RevokeSessionResponse__Output } from '../../../atelier/identity/v1/RevokeSessionResponse';
import type { SetUserStatusRequest as _atelier_identity_v1_SetUserStatusRequest, SetUserStatusRequest__Output as _atelier_identity_v1_SetUserStatusRequest__Output } from '../../../atelier/identity/v1/SetUserStatusRequest';
import type { SetUserStatusResponse as _atelier_identity_v1_SetUserStatusResponse, SetUserStatusResponse__Output as _atelier_identity_v1_SetUserStatusResponse__Output } from '../../../atelier/identity/v1/SetUserStatusResponse';
import type { StartPasswordResetRequest as _atelier_identity_v1_StartPasswordResetRequest, StartPasswordResetRequest__Output as _atelier_identity_v1_StartPasswordResetRequest__Output } from '../../../atelier/identity/v1/StartPasswordResetRequest';
import type { StartPasswordResetResponse as _atelier_identity_v1_StartPasswordResetResponse, StartPasswordResetResponse__Output as _atelier_identity_v1_StartPasswordResetResponse__Output } from '../../../atelier/identity/v1/StartPasswordResetResponse';
import type { StartRegistrationRequest as _atelier_identity_v1_StartRegistrationRequest, StartRegistrationRequest__Output as _atelier_identity_v1_StartRegistrationRequest__Output } from '../../../atelier/identity/v1/StartRegistrationRequest';
import type { StartRegistrationResponse as _atelier_identity_v1_StartRegistrationResponse, StartRegistrationResponse__Output as _atelier_identity_v1_StartRegistrationResponse__Output } from '../../../atelier/identity/v1/StartRegistrationResponse';
import type { UpdatePasswordRequest as _atelier_identity_v1_UpdatePasswordRequest, UpdatePasswordRequest__Output as _atelier_identity_v1_UpdatePasswordRequest__Output } from '../../../atelier/identity/v1/UpdatePasswordRequest';
import type { UpdatePasswordResponse as _atelier_identity_v1_UpdatePasswordResponse, UpdatePasswordResponse__Output as _atelier_identity_v1_UpdatePasswordResponse__Output } from '../../../atelier/identity/v1/UpdatePasswordResponse';
import type { UpdateProfileRequest as _atelier_identity_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _atelier_identity_v1_UpdateProfileRequest__Output } from '../../../atelier/identity/v1/UpdateProfileRequest';
import type { UpdateProfileResponse as _atelier_identity_v1_UpdateProfileResponse, UpdateProfileResponse__Output as _atelier_identity_v1_UpdateProfileResponse__Output } from '../../../atelier/identity/v1/UpdateProfileResponse';
import type { UpdateUserRequest as _atelier_identity_v1_UpdateUserRequest, UpdateUserRequest__Output as _atelier_identity_v1_UpdateUserRequest__Output } from '../../../atelier/identity/v1/UpdateUserRequest';
import type { UpdateUserResponse as _atelier_identity_v1_UpdateUserResponse, UpdateUserResponse__Output as _atelier_identity_v1_UpdateUserResponse__Output } from '../../../atelier/identity/v1/UpdateUserResponse';
import type { VerifyPasswordResetCodeRequest as _atelier_identity_v1_VerifyPasswordResetCodeRequest, VerifyPasswordResetCodeRequest__Output as _atelier_identity_v1_VerifyPasswordResetCodeRequest__Output } from '../../../atelier/identity/v1/VerifyPasswordResetCodeRequest';
import type { VerifyPasswordResetCodeResponse as _atelier_identity_v1_VerifyPasswordResetCodeResponse, VerifyPasswordResetCodeResponse__Output as _atelier_identity_v1_VerifyPasswordResetCodeResponse__Output } from '../../../atelier/identity/v1/VerifyPasswordResetCodeResponse';
import type { VerifyRegistrationCodeRequest as _atelier_identity_v1_VerifyRegistrationCodeRequest, VerifyRegistrationCodeRequest__Output as _atelier_identity_v1_VerifyRegistrationCodeRequest__Output } from '../../../atelier/identity/v1/VerifyRegistrationCodeRequest';
import type { VerifyRegistrationCodeResponse as _atelier_identity_v1_VerifyRegistrationCodeResponse, VerifyRegistrationCodeResponse__Output as _atelier_identity_v1_VerifyRegistrationCodeResponse__Output } from '../../../atelier/identity/v1/VerifyRegistrationCodeResponse';

export interface IdentityServiceClient extends grpc.Client {
  BeginOidcSignIn(argument: _atelier_identity_v1_BeginOidcSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_BeginOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  BeginOidcSignIn(argument: _atelier_identity_v1_BeginOidcSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_BeginOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  BeginOidcSignIn(argument: _atelier_identity_v1_BeginOidcSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_BeginOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  BeginOidcSignIn(argument: _atelier_identity_v1_BeginOidcSignInRequest, callback: grpc.requestCallback<_atelier_identity_v1_BeginOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  beginOidcSignIn(argument: _atelier_identity_v1_BeginOidcSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_BeginOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  beginOidcSignIn(argument: _atelier_identity_v1_BeginOidcSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_BeginOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  beginOidcSignIn(argument: _atelier_identity_v1_BeginOidcSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_BeginOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  beginOidcSignIn(argument: _atelier_identity_v1_BeginOidcSignInRequest, callback: grpc.requestCallback<_atelier_identity_v1_BeginOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  
  CompleteOidcSignIn(argument: _atelier_identity_v1_CompleteOidcSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompleteOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  CompleteOidcSignIn(argument: _atelier_identity_v1_CompleteOidcSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_CompleteOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  CompleteOidcSignIn(argument: _atelier_identity_v1_CompleteOidcSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompleteOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  CompleteOidcSignIn(argument: _atelier_identity_v1_CompleteOidcSignInRequest, callback: grpc.requestCallback<_atelier_identity_v1_CompleteOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  completeOidcSignIn(argument: _atelier_identity_v1_CompleteOidcSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompleteOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  completeOidcSignIn(argument: _atelier_identity_v1_CompleteOidcSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_CompleteOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  completeOidcSignIn(argument: _atelier_identity_v1_CompleteOidcSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompleteOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  completeOidcSignIn(argument: _atelier_identity_v1_CompleteOidcSignInRequest, callback: grpc.requestCallback<_atelier_identity_v1_CompleteOidcSignInResponse__Output>): grpc.ClientUnaryCall;
  
  CompletePasswordReset(argument: _atelier_identity_v1_CompletePasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompletePasswordResetResponse__Output>): grpc.ClientUnaryCall;
  CompletePasswordReset(argument: _atelier_identity_v1_CompletePasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_CompletePasswordResetResponse__Output>): grpc.ClientUnaryCall;
  CompletePasswordReset(argument: _atelier_identity_v1_CompletePasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompletePasswordResetResponse__Output>): grpc.ClientUnaryCall;
  CompletePasswordReset(argument: _atelier_identity_v1_CompletePasswordResetRequest, callback: grpc.requestCallback<_atelier_identity_v1_CompletePasswordResetResponse__Output>): grpc.ClientUnaryCall;
  completePasswordReset(argument: _atelier_identity_v1_CompletePasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompletePasswordResetResponse__Output>): grpc.ClientUnaryCall;
  completePasswordReset(argument: _atelier_identity_v1_CompletePasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_CompletePasswordResetResponse__Output>): grpc.ClientUnaryCall;
  completePasswordReset(argument: _atelier_identity_v1_CompletePasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompletePasswordResetResponse__Output>): grpc.ClientUnaryCall;
  completePasswordReset(argument: _atelier_identity_v1_CompletePasswordResetRequest, callback: grpc.requestCallback<_atelier_identity_v1_CompletePasswordResetResponse__Output>): grpc.ClientUnaryCall;
  
  CompleteRegistration(argument: _atelier_identity_v1_CompleteRegistrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompleteRegistrationResponse__Output>): grpc.ClientUnaryCall;
  CompleteRegistration(argument: _atelier_identity_v1_CompleteRegistrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_CompleteRegistrationResponse__Output>): grpc.ClientUnaryCall;
  CompleteRegistration(argument: _atelier_identity_v1_CompleteRegistrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompleteRegistrationResponse__Output>): grpc.ClientUnaryCall;
  CompleteRegistration(argument: _atelier_identity_v1_CompleteRegistrationRequest, callback: grpc.requestCallback<_atelier_identity_v1_CompleteRegistrationResponse__Output>): grpc.ClientUnaryCall;
  completeRegistration(argument: _atelier_identity_v1_CompleteRegistrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompleteRegistrationResponse__Output>): grpc.ClientUnaryCall;
  completeRegistration(argument: _atelier_identity_v1_CompleteRegistrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_CompleteRegistrationResponse__Output>): grpc.ClientUnaryCall;
  completeRegistration(argument: _atelier_identity_v1_CompleteRegistrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_CompleteRegistrationResponse__Output>): grpc.ClientUnaryCall;
  completeRegistration(argument: _atelier_identity_v1_CompleteRegistrationRequest, callback: grpc.requestCallback<_atelier_identity_v1_CompleteRegistrationResponse__Output>): grpc.ClientUnaryCall;
  
  ConfirmEmailChange(argument: _atelier_identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmailChange(argument: _atelier_identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmailChange(argument: _atelier_identity_v1_ConfirmEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmailChange(argument: _atelier_identity_v1_ConfirmEmailChangeRequest, callback: grpc.requestCallback<_atelier_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _atelier_identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _atelier_identity_v1_ConfirmEmailChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _atelier_identity_v1_ConfirmEmailChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  confirmEmailChange(argument: _atelier_identity_v1_ConfirmEmailChangeRequest, callback: grpc.requestCallback<_atelier_identity_v1_ConfirmEmailChangeResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteUser(argument: _atelier_identity_v1_DeleteUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_DeleteUserResponse__Output>): grpc.ClientUnaryCall;
  DeleteUser(argument: _atelier_identity_v1_DeleteUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_DeleteUserResponse__Output>): grpc.ClientUnaryCall;
  DeleteUser(argument: _atelier_identity_v1_DeleteUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_DeleteUserResponse__Output>): grpc.ClientUnaryCall;
  DeleteUser(argument: _atelier_identity_v1_DeleteUserRequest, callback: grpc.requestCallback<_atelier_identity_v1_DeleteUserResponse__Output>): grpc.ClientUnaryCall;
  deleteUser(argument: _atelier_identity_v1_DeleteUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_DeleteUserResponse__Output>): grpc.ClientUnaryCall;
  deleteUser(argument: _atelier_identity_v1_DeleteUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_DeleteUserResponse__Output>): grpc.ClientUnaryCall;
  deleteUser(argument: _atelier_identity_v1_DeleteUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_DeleteUserResponse__Output>): grpc.ClientUnaryCall;
  deleteUser(argument: _atelier_identity_v1_DeleteUserRequest, callback: grpc.requestCallback<_atelier_identity_v1_DeleteUserResponse__Output>): grpc.ClientUnaryCall;
  
  GetSignInProviders(argument: _atelier_identity_v1_GetSignInProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_GetSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  GetSignInProviders(argument: _atelier_identity_v1_GetSignInProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_GetSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  GetSignInProviders(argument: _atelier_identity_v1_GetSignInProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_GetSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  GetSignInProviders(argument: _atelier_identity_v1_GetSignInProvidersRequest, callback: grpc.requestCallback<_atelier_identity_v1_GetSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  getSignInProviders(argument: _atelier_identity_v1_GetSignInProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_GetSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  getSignInProviders(argument: _atelier_identity_v1_GetSignInProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_GetSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  getSignInProviders(argument: _atelier_identity_v1_GetSignInProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_GetSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  getSignInProviders(argument: _atelier_identity_v1_GetSignInProvidersRequest, callback: grpc.requestCallback<_atelier_identity_v1_GetSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  
  GetUser(argument: _atelier_identity_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _atelier_identity_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _atelier_identity_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _atelier_identity_v1_GetUserRequest, callback: grpc.requestCallback<_atelier_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _atelier_identity_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _atelier_identity_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _atelier_identity_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _atelier_identity_v1_GetUserRequest, callback: grpc.requestCallback<_atelier_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  
  ListDisabledUsersSince(argument: _atelier_identity_v1_ListDisabledUsersSinceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListDisabledUsersSinceResponse__Output>): grpc.ClientUnaryCall;
  ListDisabledUsersSince(argument: _atelier_identity_v1_ListDisabledUsersSinceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ListDisabledUsersSinceResponse__Output>): grpc.ClientUnaryCall;
  ListDisabledUsersSince(argument: _atelier_identity_v1_ListDisabledUsersSinceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListDisabledUsersSinceResponse__Output>): grpc.ClientUnaryCall;
  ListDisabledUsersSince(argument: _atelier_identity_v1_ListDisabledUsersSinceRequest, callback: grpc.requestCallback<_atelier_identity_v1_ListDisabledUsersSinceResponse__Output>): grpc.ClientUnaryCall;
  listDisabledUsersSince(argument: _atelier_identity_v1_ListDisabledUsersSinceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListDisabledUsersSinceResponse__Output>): grpc.ClientUnaryCall;
  listDisabledUsersSince(argument: _atelier_identity_v1_ListDisabledUsersSinceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ListDisabledUsersSinceResponse__Output>): grpc.ClientUnaryCall;
  listDisabledUsersSince(argument: _atelier_identity_v1_ListDisabledUsersSinceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListDisabledUsersSinceResponse__Output>): grpc.ClientUnaryCall;
  listDisabledUsersSince(argument: _atelier_identity_v1_ListDisabledUsersSinceRequest, callback: grpc.requestCallback<_atelier_identity_v1_ListDisabledUsersSinceResponse__Output>): grpc.ClientUnaryCall;
  
  ListLoginHistory(argument: _atelier_identity_v1_ListLoginHistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListLoginHistoryResponse__Output>): grpc.ClientUnaryCall;
  ListLoginHistory(argument: _atelier_identity_v1_ListLoginHistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ListLoginHistoryResponse__Output>): grpc.ClientUnaryCall;
  ListLoginHistory(argument: _atelier_identity_v1_ListLoginHistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListLoginHistoryResponse__Output>): grpc.ClientUnaryCall;
  ListLoginHistory(argument: _atelier_identity_v1_ListLoginHistoryRequest, callback: grpc.requestCallback<_atelier_identity_v1_ListLoginHistoryResponse__Output>): grpc.ClientUnaryCall;
  listLoginHistory(argument: _atelier_identity_v1_ListLoginHistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListLoginHistoryResponse__Output>): grpc.ClientUnaryCall;
  listLoginHistory(argument: _atelier_identity_v1_ListLoginHistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ListLoginHistoryResponse__Output>): grpc.ClientUnaryCall;
  listLoginHistory(argument: _atelier_identity_v1_ListLoginHistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListLoginHistoryResponse__Output>): grpc.ClientUnaryCall;
  listLoginHistory(argument: _atelier_identity_v1_ListLoginHistoryRequest, callback: grpc.requestCallback<_atelier_identity_v1_ListLoginHistoryResponse__Output>): grpc.ClientUnaryCall;
  
  ListRevokedSessionsSince(argument: _atelier_identity_v1_ListRevokedSessionsSinceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListRevokedSessionsSinceResponse__Output>): grpc.ClientUnaryCall;
  ListRevokedSessionsSince(argument: _atelier_identity_v1_ListRevokedSessionsSinceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ListRevokedSessionsSinceResponse__Output>): grpc.ClientUnaryCall;
  ListRevokedSessionsSince(argument: _atelier_identity_v1_ListRevokedSessionsSinceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListRevokedSessionsSinceResponse__Output>): grpc.ClientUnaryCall;
  ListRevokedSessionsSince(argument: _atelier_identity_v1_ListRevokedSessionsSinceRequest, callback: grpc.requestCallback<_atelier_identity_v1_ListRevokedSessionsSinceResponse__Output>): grpc.ClientUnaryCall;
  listRevokedSessionsSince(argument: _atelier_identity_v1_ListRevokedSessionsSinceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListRevokedSessionsSinceResponse__Output>): grpc.ClientUnaryCall;
  listRevokedSessionsSince(argument: _atelier_identity_v1_ListRevokedSessionsSinceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ListRevokedSessionsSinceResponse__Output>): grpc.ClientUnaryCall;
  listRevokedSessionsSince(argument: _atelier_identity_v1_ListRevokedSessionsSinceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListRevokedSessionsSinceResponse__Output>): grpc.ClientUnaryCall;
  listRevokedSessionsSince(argument: _atelier_identity_v1_ListRevokedSessionsSinceRequest, callback: grpc.requestCallback<_atelier_identity_v1_ListRevokedSessionsSinceResponse__Output>): grpc.ClientUnaryCall;
  
  ListUsers(argument: _atelier_identity_v1_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _atelier_identity_v1_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _atelier_identity_v1_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _atelier_identity_v1_ListUsersRequest, callback: grpc.requestCallback<_atelier_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _atelier_identity_v1_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _atelier_identity_v1_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _atelier_identity_v1_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _atelier_identity_v1_ListUsersRequest, callback: grpc.requestCallback<_atelier_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  
  Login(argument: _atelier_identity_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _atelier_identity_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _atelier_identity_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _atelier_identity_v1_LoginRequest, callback: grpc.requestCallback<_atelier_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _atelier_identity_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _atelier_identity_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _atelier_identity_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _atelier_identity_v1_LoginRequest, callback: grpc.requestCallback<_atelier_identity_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  
  RefreshSession(argument: _atelier_identity_v1_RefreshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_RefreshSessionResponse__Output>): grpc.ClientUnaryCall;
  RefreshSession(argument: _atelier_identity_v1_RefreshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_RefreshSessionResponse__Output>): grpc.ClientUnaryCall;
  RefreshSession(argument: _atelier_identity_v1_RefreshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_RefreshSessionResponse__Output>): grpc.ClientUnaryCall;
  RefreshSession(argument: _atelier_identity_v1_RefreshSessionRequest, callback: grpc.requestCallback<_atelier_identity_v1_RefreshSessionResponse__Output>): grpc.ClientUnaryCall;
  refreshSession(argument: _atelier_identity_v1_RefreshSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_RefreshSessionResponse__Output>): grpc.ClientUnaryCall;
  refreshSession(argument: _atelier_identity_v1_RefreshSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_RefreshSessionResponse__Output>): grpc.ClientUnaryCall;
  refreshSession(argument: _atelier_identity_v1_RefreshSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_RefreshSessionResponse__Output>): grpc.ClientUnaryCall;
  refreshSession(argument: _atelier_identity_v1_RefreshSessionRequest, callback: grpc.requestCallback<_atelier_identity_v1_RefreshSessionResponse__Output>): grpc.ClientUnaryCall;
  
  ResendPasswordResetCode(argument: _atelier_identity_v1_ResendPasswordResetCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ResendPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  ResendPasswordResetCode(argument: _atelier_identity_v1_ResendPasswordResetCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ResendPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  ResendPasswordResetCode(argument: _atelier_identity_v1_ResendPasswordResetCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ResendPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  ResendPasswordResetCode(argument: _atelier_identity_v1_ResendPasswordResetCodeRequest, callback: grpc.requestCallback<_atelier_identity_v1_ResendPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  resendPasswordResetCode(argument: _atelier_identity_v1_ResendPasswordResetCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ResendPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  resendPasswordResetCode(argument: _atelier_identity_v1_ResendPasswordResetCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ResendPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  resendPasswordResetCode(argument: _atelier_identity_v1_ResendPasswordResetCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ResendPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  resendPasswordResetCode(argument: _atelier_identity_v1_ResendPasswordResetCodeRequest, callback: grpc.requestCallback<_atelier_identity_v1_ResendPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  
  ResendRegistrationCode(argument: _atelier_identity_v1_ResendRegistrationCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ResendRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  ResendRegistrationCode(argument: _atelier_identity_v1_ResendRegistrationCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ResendRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  ResendRegistrationCode(argument: _atelier_identity_v1_ResendRegistrationCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ResendRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  ResendRegistrationCode(argument: _atelier_identity_v1_ResendRegistrationCodeRequest, callback: grpc.requestCallback<_atelier_identity_v1_ResendRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  resendRegistrationCode(argument: _atelier_identity_v1_ResendRegistrationCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ResendRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  resendRegistrationCode(argument: _atelier_identity_v1_ResendRegistrationCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_ResendRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  resendRegistrationCode(argument: _atelier_identity_v1_ResendRegistrationCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_ResendRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  resendRegistrationCode(argument: _atelier_identity_v1_ResendRegistrationCodeRequest, callback: grpc.requestCallback<_atelier_identity_v1_ResendRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  
  RevokeSession(argument: _atelier_identity_v1_RevokeSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_RevokeSessionResponse__Output>): grpc.ClientUnaryCall;
  RevokeSession(argument: _atelier_identity_v1_RevokeSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_RevokeSessionResponse__Output>): grpc.ClientUnaryCall;
  RevokeSession(argument: _atelier_identity_v1_RevokeSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_RevokeSessionResponse__Output>): grpc.ClientUnaryCall;
  RevokeSession(argument: _atelier_identity_v1_RevokeSessionRequest, callback: grpc.requestCallback<_atelier_identity_v1_RevokeSessionResponse__Output>): grpc.ClientUnaryCall;
  revokeSession(argument: _atelier_identity_v1_RevokeSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_RevokeSessionResponse__Output>): grpc.ClientUnaryCall;
  revokeSession(argument: _atelier_identity_v1_RevokeSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_RevokeSessionResponse__Output>): grpc.ClientUnaryCall;
  revokeSession(argument: _atelier_identity_v1_RevokeSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_RevokeSessionResponse__Output>): grpc.ClientUnaryCall;
  revokeSession(argument: _atelier_identity_v1_RevokeSessionRequest, callback: grpc.requestCallback<_atelier_identity_v1_RevokeSessionResponse__Output>): grpc.ClientUnaryCall;
  
  SetUserStatus(argument: _atelier_identity_v1_SetUserStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_SetUserStatusResponse__Output>): grpc.ClientUnaryCall;
  SetUserStatus(argument: _atelier_identity_v1_SetUserStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_SetUserStatusResponse__Output>): grpc.ClientUnaryCall;
  SetUserStatus(argument: _atelier_identity_v1_SetUserStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_SetUserStatusResponse__Output>): grpc.ClientUnaryCall;
  SetUserStatus(argument: _atelier_identity_v1_SetUserStatusRequest, callback: grpc.requestCallback<_atelier_identity_v1_SetUserStatusResponse__Output>): grpc.ClientUnaryCall;
  setUserStatus(argument: _atelier_identity_v1_SetUserStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_SetUserStatusResponse__Output>): grpc.ClientUnaryCall;
  setUserStatus(argument: _atelier_identity_v1_SetUserStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_SetUserStatusResponse__Output>): grpc.ClientUnaryCall;
  setUserStatus(argument: _atelier_identity_v1_SetUserStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_SetUserStatusResponse__Output>): grpc.ClientUnaryCall;
  setUserStatus(argument: _atelier_identity_v1_SetUserStatusRequest, callback: grpc.requestCallback<_atelier_identity_v1_SetUserStatusResponse__Output>): grpc.ClientUnaryCall;
  
  StartPasswordReset(argument: _atelier_identity_v1_StartPasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_StartPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  StartPasswordReset(argument: _atelier_identity_v1_StartPasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_StartPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  StartPasswordReset(argument: _atelier_identity_v1_StartPasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_StartPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  StartPasswordReset(argument: _atelier_identity_v1_StartPasswordResetRequest, callback: grpc.requestCallback<_atelier_identity_v1_StartPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  startPasswordReset(argument: _atelier_identity_v1_StartPasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_StartPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  startPasswordReset(argument: _atelier_identity_v1_StartPasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_StartPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  startPasswordReset(argument: _atelier_identity_v1_StartPasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_StartPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  startPasswordReset(argument: _atelier_identity_v1_StartPasswordResetRequest, callback: grpc.requestCallback<_atelier_identity_v1_StartPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  
  StartRegistration(argument: _atelier_identity_v1_StartRegistrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_StartRegistrationResponse__Output>): grpc.ClientUnaryCall;
  StartRegistration(argument: _atelier_identity_v1_StartRegistrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_StartRegistrationResponse__Output>): grpc.ClientUnaryCall;
  StartRegistration(argument: _atelier_identity_v1_StartRegistrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_StartRegistrationResponse__Output>): grpc.ClientUnaryCall;
  StartRegistration(argument: _atelier_identity_v1_StartRegistrationRequest, callback: grpc.requestCallback<_atelier_identity_v1_StartRegistrationResponse__Output>): grpc.ClientUnaryCall;
  startRegistration(argument: _atelier_identity_v1_StartRegistrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_StartRegistrationResponse__Output>): grpc.ClientUnaryCall;
  startRegistration(argument: _atelier_identity_v1_StartRegistrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_StartRegistrationResponse__Output>): grpc.ClientUnaryCall;
  startRegistration(argument: _atelier_identity_v1_StartRegistrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_StartRegistrationResponse__Output>): grpc.ClientUnaryCall;
  startRegistration(argument: _atelier_identity_v1_StartRegistrationRequest, callback: grpc.requestCallback<_atelier_identity_v1_StartRegistrationResponse__Output>): grpc.ClientUnaryCall;
  
  UpdatePassword(argument: _atelier_identity_v1_UpdatePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdatePasswordResponse__Output>): grpc.ClientUnaryCall;
  UpdatePassword(argument: _atelier_identity_v1_UpdatePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_UpdatePasswordResponse__Output>): grpc.ClientUnaryCall;
  UpdatePassword(argument: _atelier_identity_v1_UpdatePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdatePasswordResponse__Output>): grpc.ClientUnaryCall;
  UpdatePassword(argument: _atelier_identity_v1_UpdatePasswordRequest, callback: grpc.requestCallback<_atelier_identity_v1_UpdatePasswordResponse__Output>): grpc.ClientUnaryCall;
  updatePassword(argument: _atelier_identity_v1_UpdatePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdatePasswordResponse__Output>): grpc.ClientUnaryCall;
  updatePassword(argument: _atelier_identity_v1_UpdatePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_UpdatePasswordResponse__Output>): grpc.ClientUnaryCall;
  updatePassword(argument: _atelier_identity_v1_UpdatePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdatePasswordResponse__Output>): grpc.ClientUnaryCall;
  updatePassword(argument: _atelier_identity_v1_UpdatePasswordRequest, callback: grpc.requestCallback<_atelier_identity_v1_UpdatePasswordResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateProfile(argument: _atelier_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdateProfileResponse__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _atelier_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_UpdateProfileResponse__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _atelier_identity_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdateProfileResponse__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _atelier_identity_v1_UpdateProfileRequest, callback: grpc.requestCallback<_atelier_identity_v1_UpdateProfileResponse__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _atelier_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdateProfileResponse__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _atelier_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_UpdateProfileResponse__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _atelier_identity_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdateProfileResponse__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _atelier_identity_v1_UpdateProfileRequest, callback: grpc.requestCallback<_atelier_identity_v1_UpdateProfileResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateUser(argument: _atelier_identity_v1_UpdateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdateUserResponse__Output>): grpc.ClientUnaryCall;
  UpdateUser(argument: _atelier_identity_v1_UpdateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_UpdateUserResponse__Output>): grpc.ClientUnaryCall;
  UpdateUser(argument: _atelier_identity_v1_UpdateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdateUserResponse__Output>): grpc.ClientUnaryCall;
  UpdateUser(argument: _atelier_identity_v1_UpdateUserRequest, callback: grpc.requestCallback<_atelier_identity_v1_UpdateUserResponse__Output>): grpc.ClientUnaryCall;
  updateUser(argument: _atelier_identity_v1_UpdateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdateUserResponse__Output>): grpc.ClientUnaryCall;
  updateUser(argument: _atelier_identity_v1_UpdateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_UpdateUserResponse__Output>): grpc.ClientUnaryCall;
  updateUser(argument: _atelier_identity_v1_UpdateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_UpdateUserResponse__Output>): grpc.ClientUnaryCall;
  updateUser(argument: _atelier_identity_v1_UpdateUserRequest, callback: grpc.requestCallback<_atelier_identity_v1_UpdateUserResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyPasswordResetCode(argument: _atelier_identity_v1_VerifyPasswordResetCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_VerifyPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  VerifyPasswordResetCode(argument: _atelier_identity_v1_VerifyPasswordResetCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_VerifyPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  VerifyPasswordResetCode(argument: _atelier_identity_v1_VerifyPasswordResetCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_VerifyPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  VerifyPasswordResetCode(argument: _atelier_identity_v1_VerifyPasswordResetCodeRequest, callback: grpc.requestCallback<_atelier_identity_v1_VerifyPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  verifyPasswordResetCode(argument: _atelier_identity_v1_VerifyPasswordResetCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_VerifyPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  verifyPasswordResetCode(argument: _atelier_identity_v1_VerifyPasswordResetCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_VerifyPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  verifyPasswordResetCode(argument: _atelier_identity_v1_VerifyPasswordResetCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_VerifyPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  verifyPasswordResetCode(argument: _atelier_identity_v1_VerifyPasswordResetCodeRequest, callback: grpc.requestCallback<_atelier_identity_v1_VerifyPasswordResetCodeResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyRegistrationCode(argument: _atelier_identity_v1_VerifyRegistrationCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_VerifyRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  VerifyRegistrationCode(argument: _atelier_identity_v1_VerifyRegistrationCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_VerifyRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  VerifyRegistrationCode(argument: _atelier_identity_v1_VerifyRegistrationCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_VerifyRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  VerifyRegistrationCode(argument: _atelier_identity_v1_VerifyRegistrationCodeRequest, callback: grpc.requestCallback<_atelier_identity_v1_VerifyRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  verifyRegistrationCode(argument: _atelier_identity_v1_VerifyRegistrationCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_VerifyRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  verifyRegistrationCode(argument: _atelier_identity_v1_VerifyRegistrationCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_identity_v1_VerifyRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  verifyRegistrationCode(argument: _atelier_identity_v1_VerifyRegistrationCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_identity_v1_VerifyRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  verifyRegistrationCode(argument: _atelier_identity_v1_VerifyRegistrationCodeRequest, callback: grpc.requestCallback<_atelier_identity_v1_VerifyRegistrationCodeResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface IdentityServiceHandlers extends grpc.UntypedServiceImplementation {
  BeginOidcSignIn: grpc.handleUnaryCall<_atelier_identity_v1_BeginOidcSignInRequest__Output, _atelier_identity_v1_BeginOidcSignInResponse>;
  
  CompleteOidcSignIn: grpc.handleUnaryCall<_atelier_identity_v1_CompleteOidcSignInRequest__Output, _atelier_identity_v1_CompleteOidcSignInResponse>;
  
  CompletePasswordReset: grpc.handleUnaryCall<_atelier_identity_v1_CompletePasswordResetRequest__Output, _atelier_identity_v1_CompletePasswordResetResponse>;
  
  CompleteRegistration: grpc.handleUnaryCall<_atelier_identity_v1_CompleteRegistrationRequest__Output, _atelier_identity_v1_CompleteRegistrationResponse>;
  
  ConfirmEmailChange: grpc.handleUnaryCall<_atelier_identity_v1_ConfirmEmailChangeRequest__Output, _atelier_identity_v1_ConfirmEmailChangeResponse>;
  
  DeleteUser: grpc.handleUnaryCall<_atelier_identity_v1_DeleteUserRequest__Output, _atelier_identity_v1_DeleteUserResponse>;
  
  GetSignInProviders: grpc.handleUnaryCall<_atelier_identity_v1_GetSignInProvidersRequest__Output, _atelier_identity_v1_GetSignInProvidersResponse>;
  
  GetUser: grpc.handleUnaryCall<_atelier_identity_v1_GetUserRequest__Output, _atelier_identity_v1_GetUserResponse>;
  
  ListDisabledUsersSince: grpc.handleUnaryCall<_atelier_identity_v1_ListDisabledUsersSinceRequest__Output, _atelier_identity_v1_ListDisabledUsersSinceResponse>;
  
  ListLoginHistory: grpc.handleUnaryCall<_atelier_identity_v1_ListLoginHistoryRequest__Output, _atelier_identity_v1_ListLoginHistoryResponse>;
  
  ListRevokedSessionsSince: grpc.handleUnaryCall<_atelier_identity_v1_ListRevokedSessionsSinceRequest__Output, _atelier_identity_v1_ListRevokedSessionsSinceResponse>;
  
  ListUsers: grpc.handleUnaryCall<_atelier_identity_v1_ListUsersRequest__Output, _atelier_identity_v1_ListUsersResponse>;
  
  Login: grpc.handleUnaryCall<_atelier_identity_v1_LoginRequest__Output, _atelier_identity_v1_LoginResponse>;
  
  RefreshSession: grpc.handleUnaryCall<_atelier_identity_v1_RefreshSessionRequest__Output, _atelier_identity_v1_RefreshSessionResponse>;
  
  ResendPasswordResetCode: grpc.handleUnaryCall<_atelier_identity_v1_ResendPasswordResetCodeRequest__Output, _atelier_identity_v1_ResendPasswordResetCodeResponse>;
  
  ResendRegistrationCode: grpc.handleUnaryCall<_atelier_identity_v1_ResendRegistrationCodeRequest__Output, _atelier_identity_v1_ResendRegistrationCodeResponse>;
  
  RevokeSession: grpc.handleUnaryCall<_atelier_identity_v1_RevokeSessionRequest__Output, _atelier_identity_v1_RevokeSessionResponse>;
  
  SetUserStatus: grpc.handleUnaryCall<_atelier_identity_v1_SetUserStatusRequest__Output, _atelier_identity_v1_SetUserStatusResponse>;
  
  StartPasswordReset: grpc.handleUnaryCall<_atelier_identity_v1_StartPasswordResetRequest__Output, _atelier_identity_v1_StartPasswordResetResponse>;
  
  StartRegistration: grpc.handleUnaryCall<_atelier_identity_v1_StartRegistrationRequest__Output, _atelier_identity_v1_StartRegistrationResponse>;
  
  UpdatePassword: grpc.handleUnaryCall<_atelier_identity_v1_UpdatePasswordRequest__Output, _atelier_identity_v1_UpdatePasswordResponse>;
  
  UpdateProfile: grpc.handleUnaryCall<_atelier_identity_v1_UpdateProfileRequest__Output, _atelier_identity_v1_UpdateProfileResponse>;
  
  UpdateUser: grpc.handleUnaryCall<_atelier_identity_v1_UpdateUserRequest__Output, _atelier_identity_v1_UpdateUserResponse>;
  
  VerifyPasswordResetCode: grpc.handleUnaryCall<_atelier_identity_v1_VerifyPasswordResetCodeRequest__Output, _atelier_identity_v1_VerifyPasswordResetCodeResponse>;
  
  VerifyRegistrationCode: grpc.handleUnaryCall<_atelier_identity_v1_VerifyRegistrationCodeRequest__Output, _atelier_identity_v1_VerifyRegistrationCodeResponse>;
  
}

export interface IdentityServiceDefinition extends grpc.ServiceDefinition {
  BeginOidcSignIn: MethodDefinition<_atelier_identity_v1_BeginOidcSignInRequest, _atelier_identity_v1_BeginOidcSignInResponse, _atelier_identity_v1_BeginOidcSignInRequest__Output, _atelier_identity_v1_BeginOidcSignInResponse__Output>
  CompleteOidcSignIn: MethodDefinition<_atelier_identity_v1_CompleteOidcSignInRequest, _atelier_identity_v1_CompleteOidcSignInResponse, _atelier_identity_v1_CompleteOidcSignInRequest__Output, _atelier_identity_v1_CompleteOidcSignInResponse__Output>
  CompletePasswordReset: MethodDefinition<_atelier_identity_v1_CompletePasswordResetRequest, _atelier_identity_v1_CompletePasswordResetResponse, _atelier_identity_v1_CompletePasswordResetRequest__Output, _atelier_identity_v1_CompletePasswordResetResponse__Output>
  CompleteRegistration: MethodDefinition<_atelier_identity_v1_CompleteRegistrationRequest, _atelier_identity_v1_CompleteRegistrationResponse, _atelier_identity_v1_CompleteRegistrationRequest__Output, _atelier_identity_v1_CompleteRegistrationResponse__Output>
  ConfirmEmailChange: MethodDefinition<_atelier_identity_v1_ConfirmEmailChangeRequest, _atelier_identity_v1_ConfirmEmailChangeResponse, _atelier_identity_v1_ConfirmEmailChangeRequest__Output, _atelier_identity_v1_ConfirmEmailChangeResponse__Output>
  DeleteUser: MethodDefinition<_atelier_identity_v1_DeleteUserRequest, _atelier_identity_v1_DeleteUserResponse, _atelier_identity_v1_DeleteUserRequest__Output, _atelier_identity_v1_DeleteUserResponse__Output>
  GetSignInProviders: MethodDefinition<_atelier_identity_v1_GetSignInProvidersRequest, _atelier_identity_v1_GetSignInProvidersResponse, _atelier_identity_v1_GetSignInProvidersRequest__Output, _atelier_identity_v1_GetSignInProvidersResponse__Output>
  GetUser: MethodDefinition<_atelier_identity_v1_GetUserRequest, _atelier_identity_v1_GetUserResponse, _atelier_identity_v1_GetUserRequest__Output, _atelier_identity_v1_GetUserResponse__Output>
  ListDisabledUsersSince: MethodDefinition<_atelier_identity_v1_ListDisabledUsersSinceRequest, _atelier_identity_v1_ListDisabledUsersSinceResponse, _atelier_identity_v1_ListDisabledUsersSinceRequest__Output, _atelier_identity_v1_ListDisabledUsersSinceResponse__Output>
  ListLoginHistory: MethodDefinition<_atelier_identity_v1_ListLoginHistoryRequest, _atelier_identity_v1_ListLoginHistoryResponse, _atelier_identity_v1_ListLoginHistoryRequest__Output, _atelier_identity_v1_ListLoginHistoryResponse__Output>
  ListRevokedSessionsSince: MethodDefinition<_atelier_identity_v1_ListRevokedSessionsSinceRequest, _atelier_identity_v1_ListRevokedSessionsSinceResponse, _atelier_identity_v1_ListRevokedSessionsSinceRequest__Output, _atelier_identity_v1_ListRevokedSessionsSinceResponse__Output>
  ListUsers: MethodDefinition<_atelier_identity_v1_ListUsersRequest, _atelier_identity_v1_ListUsersResponse, _atelier_identity_v1_ListUsersRequest__Output, _atelier_identity_v1_ListUsersResponse__Output>
  Login: MethodDefinition<_atelier_identity_v1_LoginRequest, _atelier_identity_v1_LoginResponse, _atelier_identity_v1_LoginRequest__Output, _atelier_identity_v1_LoginResponse__Output>
  RefreshSession: MethodDefinition<_atelier_identity_v1_RefreshSessionRequest, _atelier_identity_v1_RefreshSessionResponse, _atelier_identity_v1_RefreshSessionRequest__Output, _atelier_identity_v1_RefreshSessionResponse__Output>
  ResendPasswordResetCode: MethodDefinition<_atelier_identity_v1_ResendPasswordResetCodeRequest, _atelier_identity_v1_ResendPasswordResetCodeResponse, _atelier_identity_v1_ResendPasswordResetCodeRequest__Output, _atelier_identity_v1_ResendPasswordResetCodeResponse__Output>
  ResendRegistrationCode: MethodDefinition<_atelier_identity_v1_ResendRegistrationCodeRequest, _atelier_identity_v1_ResendRegistrationCodeResponse, _atelier_identity_v1_ResendRegistrationCodeRequest__Output, _atelier_identity_v1_ResendRegistrationCodeResponse__Output>
  RevokeSession: MethodDefinition<_atelier_identity_v1_RevokeSessionRequest, _atelier_identity_v1_RevokeSessionResponse, _atelier_identity_v1_RevokeSessionRequest__Output, _atelier_identity_v1_RevokeSessionResponse__Output>
  SetUserStatus: MethodDefinition<_atelier_identity_v1_SetUserStatusRequest, _atelier_identity_v1_SetUserStatusResponse, _atelier_identity_v1_SetUserStatusRequest__Output, _atelier_identity_v1_SetUserStatusResponse__Output>
  StartPasswordReset: MethodDefinition<_atelier_identity_v1_StartPasswordResetRequest, _atelier_identity_v1_StartPasswordResetResponse, _atelier_identity_v1_StartPasswordResetRequest__Output, _atelier_identity_v1_StartPasswordResetResponse__Output>
  StartRegistration: MethodDefinition<_atelier_identity_v1_StartRegistrationRequest, _atelier_identity_v1_StartRegistrationResponse, _atelier_identity_v1_StartRegistrationRequest__Output, _atelier_identity_v1_StartRegistrationResponse__Output>
  UpdatePassword: MethodDefinition<_atelier_identity_v1_UpdatePasswordRequest, _atelier_identity_v1_UpdatePasswordResponse, _atelier_identity_v1_UpdatePasswordRequest__Output, _atelier_identity_v1_UpdatePasswordResponse__Output>
  UpdateProfile: MethodDefinition<_atelier_identity_v1_UpdateProfileRequest, _atelier_identity_v1_UpdateProfileResponse, _atelier_identity_v1_UpdateProfileRequest__Output, _atelier_identity_v1_UpdateProfileResponse__Output>
  UpdateUser: MethodDefinition<_atelier_identity_v1_UpdateUserRequest, _atelier_identity_v1_UpdateUserResponse, _atelier_identity_v1_UpdateUserRequest__Output, _atelier_identity_v1_UpdateUserResponse__Output>
  VerifyPasswordResetCode: MethodDefinition<_atelier_identity_v1_VerifyPasswordResetCodeRequest, _atelier_identity_v1_VerifyPasswordResetCodeResponse, _atelier_identity_v1_VerifyPasswordResetCodeRequest__Output, _atelier_identity_v1_VerifyPasswordResetCodeResponse__Output>
  VerifyRegistrationCode: MethodDefinition<_atelier_identity_v1_VerifyRegistrationCodeRequest, _atelier_identity_v1_VerifyRegistrationCodeResponse, _atelier_identity_v1_VerifyRegistrationCodeRequest__Output, _atelier_identity_v1_VerifyRegistrationCodeResponse__Output>
}
