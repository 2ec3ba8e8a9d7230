import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CreditsChanged as _atelier_events_v1_CreditsChanged, CreditsChanged__Output as _atelier_events_v1_CreditsChanged__Output } from './atelier/events/v1/CreditsChanged';
import type { PaymentCaptured as _atelier_events_v1_PaymentCaptured, PaymentCaptured__Output as _atelier_events_v1_PaymentCaptured__Output } from './atelier/events/v1/PaymentCaptured';
import type { PaymentRefunded as _atelier_events_v1_PaymentRefunded, PaymentRefunded__Output as _atelier_events_v1_PaymentRefunded__Output } from './atelier/events/v1/PaymentRefunded';
import type { PlansChanged as _atelier_events_v1_PlansChanged, PlansChanged__Output as _atelier_events_v1_PlansChanged__Output } from './atelier/events/v1/PlansChanged';
import type { SubscriptionChanged as _atelier_events_v1_SubscriptionChanged, SubscriptionChanged__Output as _atelier_events_v1_SubscriptionChanged__Output } from './atelier/events/v1/SubscriptionChanged';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  atelier: {
    events: {
      v1: {
        CreditsChanged: MessageTypeDefinition<_atelier_events_v1_CreditsChanged, _atelier_events_v1_CreditsChanged__Output>
        PaymentCaptured: MessageTypeDefinition<_atelier_events_v1_PaymentCaptured, _atelier_events_v1_PaymentCaptured__Output>
        PaymentRefunded: MessageTypeDefinition<_atelier_events_v1_PaymentRefunded, _atelier_events_v1_PaymentRefunded__Output>
        PlansChanged: MessageTypeDefinition<_atelier_events_v1_PlansChanged, _atelier_events_v1_PlansChanged__Output>
        SubscriptionChanged: MessageTypeDefinition<_atelier_events_v1_SubscriptionChanged, _atelier_events_v1_SubscriptionChanged__Output>
      }
    }
  }
}

