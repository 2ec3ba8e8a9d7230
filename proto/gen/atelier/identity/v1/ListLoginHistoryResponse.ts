// Original file: atelier/identity/v1/identity_service.proto

import type { LoginActivity as _atelier_identity_v1_LoginActivity, LoginActivity__Output as _atelier_identity_v1_LoginActivity__Output } from '../../../atelier/identity/v1/LoginActivity';

export interface ListLoginHistoryResponse {
  'entries'?: (_atelier_identity_v1_LoginActivity)[];
}

export interface ListLoginHistoryResponse__Output {
  'entries': (_atelier_identity_v1_LoginActivity__Output)[];
}
