// Original file: atelier/identity/v1/identity_service.proto

import type { User as _atelier_identity_v1_User, User__Output as _atelier_identity_v1_User__Output } from '../../../atelier/identity/v1/User';

export interface ConfirmEmailChangeResponse {
  'user'?: (_atelier_identity_v1_User | null);
}

export interface ConfirmEmailChangeResponse__Output {
  'user': (_atelier_identity_v1_User__Output | null);
}
