// Original file: atelier/identity/v1/identity_service.proto

import type { ClientInfo as _atelier_identity_v1_ClientInfo, ClientInfo__Output as _atelier_identity_v1_ClientInfo__Output } from '../../../atelier/identity/v1/ClientInfo';

export interface ResendPasswordResetCodeRequest {
  'email'?: (string);
  'client'?: (_atelier_identity_v1_ClientInfo | null);
}

export interface ResendPasswordResetCodeRequest__Output {
  'email': (string);
  'client': (_atelier_identity_v1_ClientInfo__Output | null);
}
