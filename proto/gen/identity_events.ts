import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { SessionsRevoked as _atelier_events_v1_SessionsRevoked, SessionsRevoked__Output as _atelier_events_v1_SessionsRevoked__Output } from './atelier/events/v1/SessionsRevoked';
import type { UserProfileUpdated as _atelier_events_v1_UserProfileUpdated, UserProfileUpdated__Output as _atelier_events_v1_UserProfileUpdated__Output } from './atelier/events/v1/UserProfileUpdated';
import type { UserRegistered as _atelier_events_v1_UserRegistered, UserRegistered__Output as _atelier_events_v1_UserRegistered__Output } from './atelier/events/v1/UserRegistered';
import type { UserStatusChanged as _atelier_events_v1_UserStatusChanged, UserStatusChanged__Output as _atelier_events_v1_UserStatusChanged__Output } from './atelier/events/v1/UserStatusChanged';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  atelier: {
    events: {
      v1: {
        SessionsRevoked: MessageTypeDefinition<_atelier_events_v1_SessionsRevoked, _atelier_events_v1_SessionsRevoked__Output>
        UserProfileUpdated: MessageTypeDefinition<_atelier_events_v1_UserProfileUpdated, _atelier_events_v1_UserProfileUpdated__Output>
        UserRegistered: MessageTypeDefinition<_atelier_events_v1_UserRegistered, _atelier_events_v1_UserRegistered__Output>
        UserStatusChanged: MessageTypeDefinition<_atelier_events_v1_UserStatusChanged, _atelier_events_v1_UserStatusChanged__Output>
      }
    }
  }
}

