// Original file: atelier/identity/v1/identity_service.proto

import type { User as _atelier_identity_v1_User, User__Output as _atelier_identity_v1_User__Output } from '../../../atelier/identity/v1/User';
import type { Session as _atelier_identity_v1_Session, Session__Output as _atelier_identity_v1_Session__Output } from '../../../atelier/identity/v1/Session';

export interface CompleteOidcSignInResponse {
  'user'?: (_atelier_identity_v1_User | null);
  'session'?: (_atelier_identity_v1_Session | null);
}

export interface CompleteOidcSignInResponse__Output {
  'user': (_atelier_identity_v1_User__Output | null);
  'session': (_atelier_identity_v1_Session__Output | null);
}
