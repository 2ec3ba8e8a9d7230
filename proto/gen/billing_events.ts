import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { SubscriptionChanged as _atelier_events_v1_SubscriptionChanged, SubscriptionChanged__Output as _atelier_events_v1_SubscriptionChanged__Output } from './atelier/events/v1/SubscriptionChanged';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  atelier: {
    events: {
      v1: {
        SubscriptionChanged: MessageTypeDefinition<_atelier_events_v1_SubscriptionChanged, _atelier_events_v1_SubscriptionChanged__Output>
      }
    }
  }
}

