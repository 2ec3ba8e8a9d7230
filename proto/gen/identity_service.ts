import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { BeginOidcSignInRequest as _atelier_identity_v1_BeginOidcSignInRequest, BeginOidcSignInRequest__Output as _atelier_identity_v1_BeginOidcSignInRequest__Output } from './atelier/identity/v1/BeginOidcSignInRequest';
import type { BeginOidcSignInResponse as _atelier_identity_v1_BeginOidcSignInResponse, BeginOidcSignInResponse__Output as _atelier_identity_v1_BeginOidcSignInResponse__Output } from './atelier/identity/v1/BeginOidcSignInResponse';
import type { ClientInfo as _atelier_identity_v1_ClientInfo, ClientInfo__Output as _atelier_identity_v1_ClientInfo__Output } from './atelier/identity/v1/ClientInfo';
import type { CompleteOidcSignInRequest as _atelier_identity_v1_CompleteOidcSignInRequest, CompleteOidcSignInRequest__Output as _atelier_identity_v1_CompleteOidcSignInRequest__Output } from './atelier/identity/v1/CompleteOidcSignInRequest';
import type { CompleteOidcSignInResponse as _atelier_identity_v1_CompleteOidcSignInResponse, CompleteOidcSignInResponse__Output as _atelier_identity_v1_CompleteOidcSignInResponse__Output } from './atelier/identity/v1/CompleteOidcSignInResponse';
import type { CompletePasswordResetRequest as _atelier_identity_v1_CompletePasswordResetRequest, CompletePasswordResetRequest__Output as _atelier_identity_v1_CompletePasswordResetRequest__Output } from './atelier/identity/v1/CompletePasswordResetRequest';
import type { CompletePasswordResetResponse as _atelier_identity_v1_CompletePasswordResetResponse, CompletePasswordResetResponse__Output as _atelier_identity_v1_CompletePasswordResetResponse__Output } from './atelier/identity/v1/CompletePasswordResetResponse';
import type { CompleteRegistrationRequest as _atelier_identity_v1_CompleteRegistrationRequest, CompleteRegistrationRequest__Output as _atelier_identity_v1_CompleteRegistrationRequest__Output } from './atelier/identity/v1/CompleteRegistrationRequest';
import type { CompleteRegistrationResponse as _atelier_identity_v1_CompleteRegistrationResponse, CompleteRegistrationResponse__Output as _atelier_identity_v1_CompleteRegistrationResponse__Output } from './atelier/identity/v1/CompleteRegistrationResponse';
import type { ConfirmEmailChangeRequest as _atelier_identity_v1_ConfirmEmailChangeRequest, ConfirmEmailChangeRequest__Output as _atelier_identity_v1_ConfirmEmailChangeRequest__Output } from './atelier/identity/v1/ConfirmEmailChangeRequest';
import type { ConfirmEmailChangeResponse as _atelier_identity_v1_ConfirmEmailChangeResponse, ConfirmEmailChangeResponse__Output as _atelier_identity_v1_ConfirmEmailChangeResponse__Output } from './atelier/identity/v1/ConfirmEmailChangeResponse';
import type { DeleteUserRequest as _atelier_identity_v1_DeleteUserRequest, DeleteUserRequest__Output as _atelier_identity_v1_DeleteUserRequest__Output } from './atelier/identity/v1/DeleteUserRequest';
import type { DeleteUserResponse as _atelier_identity_v1_DeleteUserResponse, DeleteUserResponse__Output as _atelier_identity_v1_DeleteUserResponse__Output } from './atelier/identity/v1/DeleteUserResponse';
import type { GetSignInProvidersRequest as _atelier_identity_v1_GetSignInProvidersRequest, GetSignInProvidersRequest__Output as _atelier_identity_v1_GetSignInProvidersRequest__Output } from './atelier/identity/v1/GetSignInProvidersRequest';
import type { GetSignInProvidersResponse as _atelier_identity_v1_GetSignInProvidersResponse, GetSignInProvidersResponse__Output as _atelier_identity_v1_GetSignInProvidersResponse__Output } from './atelier/identity/v1/GetSignInProvidersResponse';
import type { GetUserRequest as _atelier_identity_v1_GetUserRequest, GetUserRequest__Output as _atelier_identity_v1_GetUserRequest__Output } from './atelier/identity/v1/GetUserRequest';
import type { GetUserResponse as _atelier_identity_v1_GetUserResponse, GetUserResponse__Output as _atelier_identity_v1_GetUserResponse__Output } from './atelier/identity/v1/GetUserResponse';
import type { IdentityServiceClient as _atelier_identity_v1_IdentityServiceClient, IdentityServiceDefinition as _atelier_identity_v1_IdentityServiceDefinition } from './atelier/identity/v1/IdentityService';
import type { ListDisabledUsersSinceRequest as _atelier_identity_v1_ListDisabledUsersSinceRequest, ListDisabledUsersSinceRequest__Output as _atelier_identity_v1_ListDisabledUsersSinceRequest__Output } from './atelier/identity/v1/ListDisabledUsersSinceRequest';
import type { ListDisabledUsersSinceResponse as _atelier_identity_v1_ListDisabledUsersSinceResponse, ListDisabledUsersSinceResponse__Output as _atelier_identity_v1_ListDisabledUsersSinceResponse__Output } from './atelier/identity/v1/ListDisabledUsersSinceResponse';
import type { ListLoginHistoryRequest as _atelier_identity_v1_ListLoginHistoryRequest, ListLoginHistoryRequest__Output as _atelier_identity_v1_ListLoginHistoryRequest__Output } from './atelier/identity/v1/ListLoginHistoryRequest';
import type { ListLoginHistoryResponse as _atelier_identity_v1_ListLoginHistoryResponse, ListLoginHistoryResponse__Output as _atelier_identity_v1_ListLoginHistoryResponse__Output } from './atelier/identity/v1/ListLoginHistoryResponse';
import type { ListRevokedSessionsSinceRequest as _atelier_identity_v1_ListRevokedSessionsSinceRequest, ListRevokedSessionsSinceRequest__Output as _atelier_identity_v1_ListRevokedSessionsSinceRequest__Output } from './atelier/identity/v1/ListRevokedSessionsSinceRequest';
import type { ListRevokedSessionsSinceResponse as _atelier_identity_v1_ListRevokedSessionsSinceResponse, ListRevokedSessionsSinceResponse__Output as _atelier_identity_v1_ListRevokedSessionsSinceResponse__Output } from './atelier/identity/v1/ListRevokedSessionsSinceResponse';
import type { ListUsersRequest as _atelier_identity_v1_ListUsersRequest, ListUsersRequest__Output as _atelier_identity_v1_ListUsersRequest__Output } from './atelier/identity/v1/ListUsersRequest';
import type { ListUsersResponse as _atelier_identity_v1_ListUsersResponse, ListUsersResponse__Output as _atelier_identity_v1_ListUsersResponse__Output } from './atelier/identity/v1/ListUsersResponse';
import type { LoginActivity as _atelier_identity_v1_LoginActivity, LoginActivity__Output as _atelier_identity_v1_LoginActivity__Output } from './atelier/identity/v1/LoginActivity';
import type { LoginRequest as _atelier_identity_v1_LoginRequest, LoginRequest__Output as _atelier_identity_v1_LoginRequest__Output } from './atelier/identity/v1/LoginRequest';
import type { LoginResponse as _atelier_identity_v1_LoginResponse, LoginResponse__Output as _atelier_identity_v1_LoginResponse__Output } from './atelier/identity/v1/LoginResponse';
import type { RefreshSessionRequest as _atelier_identity_v1_RefreshSessionRequest, RefreshSessionRequest__Output as _atelier_identity_v1_RefreshSessionRequest__Output } from './atelier/identity/v1/RefreshSessionRequest';
import type { RefreshSessionResponse as _atelier_identity_v1_RefreshSessionResponse, RefreshSessionResponse__Output as _atelier_identity_v1_RefreshSessionResponse__Output } from './atelier/identity/v1/RefreshSessionResponse';
import type { ResendPasswordResetCodeRequest as _atelier_identity_v1_ResendPasswordResetCodeRequest, ResendPasswordResetCodeRequest__Output as _atelier_identity_v1_ResendPasswordResetCodeRequest__Output } from './atelier/identity/v1/ResendPasswordResetCodeRequest';
import type { ResendPasswordResetCodeResponse as _atelier_identity_v1_ResendPasswordResetCodeResponse, ResendPasswordResetCodeResponse__Output as _atelier_identity_v1_ResendPasswordResetCodeResponse__Output } from './atelier/identity/v1/ResendPasswordResetCodeResponse';
import type { ResendRegistrationCodeRequest as _atelier_identity_v1_ResendRegistrationCodeRequest, ResendRegistrationCodeRequest__Output as _atelier_identity_v1_ResendRegistrationCodeRequest__Output } from './atelier/identity/v1/ResendRegistrationCodeRequest';
import type { ResendRegistrationCodeResponse as _atelier_identity_v1_ResendRegistrationCodeResponse, ResendRegistrationCodeResponse__Output as _atelier_identity_v1_ResendRegistrationCodeResponse__Output } from './atelier/identity/v1/ResendRegistrationCodeResponse';
import type { RevokeSessionRequest as _atelier_identity_v1_RevokeSessionRequest, RevokeSessionRequest__Output as _atelier_identity_v1_RevokeSessionRequest__Output } from './atelier/identity/v1/RevokeSessionRequest';
import type { RevokeSessionResponse as _atelier_identity_v1_RevokeSessionResponse, RevokeSessionResponse__Output as _atelier_identity_v1_RevokeSessionResponse__Output } from './atelier/identity/v1/RevokeSessionResponse';
import type { Session as _atelier_identity_v1_Session, Session__Output as _atelier_identity_v1_Session__Output } from './atelier/identity/v1/Session';
import type { SetUserStatusRequest as _atelier_identity_v1_SetUserStatusRequest, SetUserStatusRequest__Output as _atelier_identity_v1_SetUserStatusRequest__Output } from './atelier/identity/v1/SetUserStatusRequest';
import type { SetUserStatusResponse as _atelier_identity_v1_SetUserStatusResponse, SetUserStatusResponse__Output as _atelier_identity_v1_SetUserStatusResponse__Output } from './atelier/identity/v1/SetUserStatusResponse';
import type { StartPasswordResetRequest as _atelier_identity_v1_StartPasswordResetRequest, StartPasswordResetRequest__Output as _atelier_identity_v1_StartPasswordResetRequest__Output } from './atelier/identity/v1/StartPasswordResetRequest';
import type { StartPasswordResetResponse as _atelier_identity_v1_StartPasswordResetResponse, StartPasswordResetResponse__Output as _atelier_identity_v1_StartPasswordResetResponse__Output } from './atelier/identity/v1/StartPasswordResetResponse';
import type { StartRegistrationRequest as _atelier_identity_v1_StartRegistrationRequest, StartRegistrationRequest__Output as _atelier_identity_v1_StartRegistrationRequest__Output } from './atelier/identity/v1/StartRegistrationRequest';
import type { StartRegistrationResponse as _atelier_identity_v1_StartRegistrationResponse, StartRegistrationResponse__Output as _atelier_identity_v1_StartRegistrationResponse__Output } from './atelier/identity/v1/StartRegistrationResponse';
import type { UpdatePasswordRequest as _atelier_identity_v1_UpdatePasswordRequest, UpdatePasswordRequest__Output as _atelier_identity_v1_UpdatePasswordRequest__Output } from './atelier/identity/v1/UpdatePasswordRequest';
import type { UpdatePasswordResponse as _atelier_identity_v1_UpdatePasswordResponse, UpdatePasswordResponse__Output as _atelier_identity_v1_UpdatePasswordResponse__Output } from './atelier/identity/v1/UpdatePasswordResponse';
import type { UpdateProfileRequest as _atelier_identity_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _atelier_identity_v1_UpdateProfileRequest__Output } from './atelier/identity/v1/UpdateProfileRequest';
import type { UpdateProfileResponse as _atelier_identity_v1_UpdateProfileResponse, UpdateProfileResponse__Output as _atelier_identity_v1_UpdateProfileResponse__Output } from './atelier/identity/v1/UpdateProfileResponse';
import type { UpdateUserRequest as _atelier_identity_v1_UpdateUserRequest, UpdateUserRequest__Output as _atelier_identity_v1_UpdateUserRequest__Output } from './atelier/identity/v1/UpdateUserRequest';
import type { UpdateUserResponse as _atelier_identity_v1_UpdateUserResponse, UpdateUserResponse__Output as _atelier_identity_v1_UpdateUserResponse__Output } from './atelier/identity/v1/UpdateUserResponse';
import type { User as _atelier_identity_v1_User, User__Output as _atelier_identity_v1_User__Output } from './atelier/identity/v1/User';
import type { VerifyPasswordResetCodeRequest as _atelier_identity_v1_VerifyPasswordResetCodeRequest, VerifyPasswordResetCodeRequest__Output as _atelier_identity_v1_VerifyPasswordResetCodeRequest__Output } from './atelier/identity/v1/VerifyPasswordResetCodeRequest';
import type { VerifyPasswordResetCodeResponse as _atelier_identity_v1_VerifyPasswordResetCodeResponse, VerifyPasswordResetCodeResponse__Output as _atelier_identity_v1_VerifyPasswordResetCodeResponse__Output } from './atelier/identity/v1/VerifyPasswordResetCodeResponse';
import type { VerifyRegistrationCodeRequest as _atelier_identity_v1_VerifyRegistrationCodeRequest, VerifyRegistrationCodeRequest__Output as _atelier_identity_v1_VerifyRegistrationCodeRequest__Output } from './atelier/identity/v1/VerifyRegistrationCodeRequest';
import type { VerifyRegistrationCodeResponse as _atelier_identity_v1_VerifyRegistrationCodeResponse, VerifyRegistrationCodeResponse__Output as _atelier_identity_v1_VerifyRegistrationCodeResponse__Output } from './atelier/identity/v1/VerifyRegistrationCodeResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  atelier: {
    identity: {
      v1: {
        BeginOidcSignInRequest: MessageTypeDefinition<_atelier_identity_v1_BeginOidcSignInRequest, _atelier_identity_v1_BeginOidcSignInRequest__Output>
        BeginOidcSignInResponse: MessageTypeDefinition<_atelier_identity_v1_BeginOidcSignInResponse, _atelier_identity_v1_BeginOidcSignInResponse__Output>
        ClientInfo: MessageTypeDefinition<_atelier_identity_v1_ClientInfo, _atelier_identity_v1_ClientInfo__Output>
        CompleteOidcSignInRequest: MessageTypeDefinition<_atelier_identity_v1_CompleteOidcSignInRequest, _atelier_identity_v1_CompleteOidcSignInRequest__Output>
        CompleteOidcSignInResponse: MessageTypeDefinition<_atelier_identity_v1_CompleteOidcSignInResponse, _atelier_identity_v1_CompleteOidcSignInResponse__Output>
        CompletePasswordResetRequest: MessageTypeDefinition<_atelier_identity_v1_CompletePasswordResetRequest, _atelier_identity_v1_CompletePasswordResetRequest__Output>
        CompletePasswordResetResponse: MessageTypeDefinition<_atelier_identity_v1_CompletePasswordResetResponse, _atelier_identity_v1_CompletePasswordResetResponse__Output>
        CompleteRegistrationRequest: MessageTypeDefinition<_atelier_identity_v1_CompleteRegistrationRequest, _atelier_identity_v1_CompleteRegistrationRequest__Output>
        CompleteRegistrationResponse: MessageTypeDefinition<_atelier_identity_v1_CompleteRegistrationResponse, _atelier_identity_v1_CompleteRegistrationResponse__Output>
        ConfirmEmailChangeRequest: MessageTypeDefinition<_atelier_identity_v1_ConfirmEmailChangeRequest, _atelier_identity_v1_ConfirmEmailChangeRequest__Output>
        ConfirmEmailChangeResponse: MessageTypeDefinition<_atelier_identity_v1_ConfirmEmailChangeResponse, _atelier_identity_v1_ConfirmEmailChangeResponse__Output>
        DeleteUserRequest: MessageTypeDefinition<_atelier_identity_v1_DeleteUserRequest, _atelier_identity_v1_DeleteUserRequest__Output>
        DeleteUserResponse: MessageTypeDefinition<_atelier_identity_v1_DeleteUserResponse, _atelier_identity_v1_DeleteUserResponse__Output>
        GetSignInProvidersRequest: MessageTypeDefinition<_atelier_identity_v1_GetSignInProvidersRequest, _atelier_identity_v1_GetSignInProvidersRequest__Output>
        GetSignInProvidersResponse: MessageTypeDefinition<_atelier_identity_v1_GetSignInProvidersResponse, _atelier_identity_v1_GetSignInProvidersResponse__Output>
        GetUserRequest: MessageTypeDefinition<_atelier_identity_v1_GetUserRequest, _atelier_identity_v1_GetUserRequest__Output>
        GetUserResponse: MessageTypeDefinition<_atelier_identity_v1_GetUserResponse, _atelier_identity_v1_GetUserResponse__Output>
        IdentityService: SubtypeConstructor<typeof grpc.Client, _atelier_identity_v1_IdentityServiceClient> & { service: _atelier_identity_v1_IdentityServiceDefinition }
        ListDisabledUsersSinceRequest: MessageTypeDefinition<_atelier_identity_v1_ListDisabledUsersSinceRequest, _atelier_identity_v1_ListDisabledUsersSinceRequest__Output>
        ListDisabledUsersSinceResponse: MessageTypeDefinition<_atelier_identity_v1_ListDisabledUsersSinceResponse, _atelier_identity_v1_ListDisabledUsersSinceResponse__Output>
        ListLoginHistoryRequest: MessageTypeDefinition<_atelier_identity_v1_ListLoginHistoryRequest, _atelier_identity_v1_ListLoginHistoryRequest__Output>
        ListLoginHistoryResponse: MessageTypeDefinition<_atelier_identity_v1_ListLoginHistoryResponse, _atelier_identity_v1_ListLoginHistoryResponse__Output>
        ListRevokedSessionsSinceRequest: MessageTypeDefinition<_atelier_identity_v1_ListRevokedSessionsSinceRequest, _atelier_identity_v1_ListRevokedSessionsSinceRequest__Output>
        ListRevokedSessionsSinceResponse: MessageTypeDefinition<_atelier_identity_v1_ListRevokedSessionsSinceResponse, _atelier_identity_v1_ListRevokedSessionsSinceResponse__Output>
        ListUsersRequest: MessageTypeDefinition<_atelier_identity_v1_ListUsersRequest, _atelier_identity_v1_ListUsersRequest__Output>
        ListUsersResponse: MessageTypeDefinition<_atelier_identity_v1_ListUsersResponse, _atelier_identity_v1_ListUsersResponse__Output>
        LoginActivity: MessageTypeDefinition<_atelier_identity_v1_LoginActivity, _atelier_identity_v1_LoginActivity__Output>
        LoginRequest: MessageTypeDefinition<_atelier_identity_v1_LoginRequest, _atelier_identity_v1_LoginRequest__Output>
        LoginResponse: MessageTypeDefinition<_atelier_identity_v1_LoginResponse, _atelier_identity_v1_LoginResponse__Output>
        RefreshSessionRequest: MessageTypeDefinition<_atelier_identity_v1_RefreshSessionRequest, _atelier_identity_v1_RefreshSessionRequest__Output>
        RefreshSessionResponse: MessageTypeDefinition<_atelier_identity_v1_RefreshSessionResponse, _atelier_identity_v1_RefreshSessionResponse__Output>
        ResendPasswordResetCodeRequest: MessageTypeDefinition<_atelier_identity_v1_ResendPasswordResetCodeRequest, _atelier_identity_v1_ResendPasswordResetCodeRequest__Output>
        ResendPasswordResetCodeResponse: MessageTypeDefinition<_atelier_identity_v1_ResendPasswordResetCodeResponse, _atelier_identity_v1_ResendPasswordResetCodeResponse__Output>
        ResendRegistrationCodeRequest: MessageTypeDefinition<_atelier_identity_v1_ResendRegistrationCodeRequest, _atelier_identity_v1_ResendRegistrationCodeRequest__Output>
        ResendRegistrationCodeResponse: MessageTypeDefinition<_atelier_identity_v1_ResendRegistrationCodeResponse, _atelier_identity_v1_ResendRegistrationCodeResponse__Output>
        RevokeSessionRequest: MessageTypeDefinition<_atelier_identity_v1_RevokeSessionRequest, _atelier_identity_v1_RevokeSessionRequest__Output>
        RevokeSessionResponse: MessageTypeDefinition<_atelier_identity_v1_RevokeSessionResponse, _atelier_identity_v1_RevokeSessionResponse__Output>
        Role: EnumTypeDefinition
        Session: MessageTypeDefinition<_atelier_identity_v1_Session, _atelier_identity_v1_Session__Output>
        SetUserStatusRequest: MessageTypeDefinition<_atelier_identity_v1_SetUserStatusRequest, _atelier_identity_v1_SetUserStatusRequest__Output>
        SetUserStatusResponse: MessageTypeDefinition<_atelier_identity_v1_SetUserStatusResponse, _atelier_identity_v1_SetUserStatusResponse__Output>
        StartPasswordResetRequest: MessageTypeDefinition<_atelier_identity_v1_StartPasswordResetRequest, _atelier_identity_v1_StartPasswordResetRequest__Output>
        StartPasswordResetResponse: MessageTypeDefinition<_atelier_identity_v1_StartPasswordResetResponse, _atelier_identity_v1_StartPasswordResetResponse__Output>
        StartRegistrationRequest: MessageTypeDefinition<_atelier_identity_v1_StartRegistrationRequest, _atelier_identity_v1_StartRegistrationRequest__Output>
        StartRegistrationResponse: MessageTypeDefinition<_atelier_identity_v1_StartRegistrationResponse, _atelier_identity_v1_StartRegistrationResponse__Output>
        SubscriptionType: EnumTypeDefinition
        UpdatePasswordRequest: MessageTypeDefinition<_atelier_identity_v1_UpdatePasswordRequest, _atelier_identity_v1_UpdatePasswordRequest__Output>
        UpdatePasswordResponse: MessageTypeDefinition<_atelier_identity_v1_UpdatePasswordResponse, _atelier_identity_v1_UpdatePasswordResponse__Output>
        UpdateProfileRequest: MessageTypeDefinition<_atelier_identity_v1_UpdateProfileRequest, _atelier_identity_v1_UpdateProfileRequest__Output>
        UpdateProfileResponse: MessageTypeDefinition<_atelier_identity_v1_UpdateProfileResponse, _atelier_identity_v1_UpdateProfileResponse__Output>
        UpdateUserRequest: MessageTypeDefinition<_atelier_identity_v1_UpdateUserRequest, _atelier_identity_v1_UpdateUserRequest__Output>
        UpdateUserResponse: MessageTypeDefinition<_atelier_identity_v1_UpdateUserResponse, _atelier_identity_v1_UpdateUserResponse__Output>
        User: MessageTypeDefinition<_atelier_identity_v1_User, _atelier_identity_v1_User__Output>
        UserStatus: EnumTypeDefinition
        VerifyPasswordResetCodeRequest: MessageTypeDefinition<_atelier_identity_v1_VerifyPasswordResetCodeRequest, _atelier_identity_v1_VerifyPasswordResetCodeRequest__Output>
        VerifyPasswordResetCodeResponse: MessageTypeDefinition<_atelier_identity_v1_VerifyPasswordResetCodeResponse, _atelier_identity_v1_VerifyPasswordResetCodeResponse__Output>
        VerifyRegistrationCodeRequest: MessageTypeDefinition<_atelier_identity_v1_VerifyRegistrationCodeRequest, _atelier_identity_v1_VerifyRegistrationCodeRequest__Output>
        VerifyRegistrationCodeResponse: MessageTypeDefinition<_atelier_identity_v1_VerifyRegistrationCodeResponse, _atelier_identity_v1_VerifyRegistrationCodeResponse__Output>
      }
    }
  }
}

