import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AdminActionRecorded as _atelier_events_v1_AdminActionRecorded, AdminActionRecorded__Output as _atelier_events_v1_AdminActionRecorded__Output } from './atelier/events/v1/AdminActionRecorded';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  atelier: {
    events: {
      v1: {
        AdminActionRecorded: MessageTypeDefinition<_atelier_events_v1_AdminActionRecorded, _atelier_events_v1_AdminActionRecorded__Output>
      }
    }
  }
}

