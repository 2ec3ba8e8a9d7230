// The event bus's vocabulary, declared once beside the event protos (atelier/events/v1/*.proto):
// every topic, the event types each carries and their generated payload types. Publishers build
// outbox entries with topicEvent() and consumers narrow envelopes with isEvent(), so a misspelt
// topic or type, or a payload of the wrong shape, fails to compile. On the wire each event is the
// platform's envelope {event_id, occurred_at, type, topic, key, payload}, payload as proto3 JSON
// with the original field names. A new event: add the message to its .proto, `npm run proto:gen`,
// then one line below.
import type { AdminActionRecorded, AdminActionRecorded__Output } from './gen/atelier/events/v1/AdminActionRecorded';
import type { CreditsChanged, CreditsChanged__Output } from './gen/atelier/events/v1/CreditsChanged';
import type { ImagePublished, ImagePublished__Output } from './gen/atelier/events/v1/ImagePublished';
import type { JobFailed, JobFailed__Output } from './gen/atelier/events/v1/JobFailed';
import type { JobProgress, JobProgress__Output } from './gen/atelier/events/v1/JobProgress';
import type { JobRequested, JobRequested__Output } from './gen/atelier/events/v1/JobRequested';
import type { JobSucceeded, JobSucceeded__Output } from './gen/atelier/events/v1/JobSucceeded';
import type { ModelsChanged, ModelsChanged__Output } from './gen/atelier/events/v1/ModelsChanged';
import type { PaymentCaptured, PaymentCaptured__Output } from './gen/atelier/events/v1/PaymentCaptured';
import type { PaymentRefunded, PaymentRefunded__Output } from './gen/atelier/events/v1/PaymentRefunded';
import type { PlansChanged, PlansChanged__Output } from './gen/atelier/events/v1/PlansChanged';
import type { SessionsRevoked, SessionsRevoked__Output } from './gen/atelier/events/v1/SessionsRevoked';
import type { SubscriptionChanged, SubscriptionChanged__Output } from './gen/atelier/events/v1/SubscriptionChanged';
import type { UserProfileUpdated, UserProfileUpdated__Output } from './gen/atelier/events/v1/UserProfileUpdated';
import type { UserRegistered, UserRegistered__Output } from './gen/atelier/events/v1/UserRegistered';
import type { UserStatusChanged, UserStatusChanged__Output } from './gen/atelier/events/v1/UserStatusChanged';

/** Topic names ("<svc>.<aggregate>.v1"). */
export const TOPICS = {
  /** svc-identity's users (identity_events.proto); key = user id. */
  users: 'identity.user.v1',
  /** svc-identity's session revocations (identity_events.proto); key = user id. The gateways refuse their access tokens. */
  sessions: 'identity.session.v1',
  /** svc-imaging's jobs and images (imaging_events.proto); key = job id. */
  jobs: 'imaging.job.v1',
  /** svc-imaging's live job progress (imaging_events.proto); key = job id. Published straight on the
   *  bus (EventBus.emit), never through an outbox: ephemeral and lossy by design. */
  progress: 'imaging.progress.v1',
  /** svc-imaging's model list changes (imaging_events.proto); key = model type. The gateways' read cache drops its model lists. */
  models: 'imaging.model.v1',
  /** svc-billing's users' plan tier changes (billing_events.proto); key = user id. */
  subscriptions: 'billing.subscription.v1',
  /** svc-billing's plan list changes (billing_events.proto); key = plan id. The gateways' read cache drops its plan list. */
  plans: 'billing.plan.v1',
  /** svc-billing's wallet after every ledger entry (billing_events.proto); key = user id. */
  credits: 'billing.credits.v1',
  /** svc-billing's payments: captured and refunded (billing_events.proto); key = user id. */
  payments: 'billing.payment.v1',
  /** Admin actions, from the service owning each changed entity (admin_events.proto); key = entity id. svc-admin stores them. */
  audit: 'audit.admin_action.v1',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** Each topic's event types (past tense) and their payloads: `sent` is what a publisher writes (every
 *  field, see topicEvent), `received` the generated output shape a consumer reads. */
export interface TopicEvents {
  'identity.user.v1': {
    UserRegistered: { sent: UserRegistered; received: UserRegistered__Output };
    UserStatusChanged: { sent: UserStatusChanged; received: UserStatusChanged__Output };
    UserProfileUpdated: { sent: UserProfileUpdated; received: UserProfileUpdated__Output };
  };
  'identity.session.v1': {
    SessionsRevoked: { sent: SessionsRevoked; received: SessionsRevoked__Output };
  };
  'imaging.job.v1': {
    /** Only a wake-up for workers: Postgres (imaging.jobs) is the truth about what to run. */
    JobRequested: { sent: JobRequested; received: JobRequested__Output };
    JobSucceeded: { sent: JobSucceeded; received: JobSucceeded__Output };
    JobFailed: { sent: JobFailed; received: JobFailed__Output };
    /** A successful image with make_public: feeds may list it. */
    ImagePublished: { sent: ImagePublished; received: ImagePublished__Output };
  };
  'imaging.progress.v1': {
    JobProgress: { sent: JobProgress; received: JobProgress__Output };
  };
  'imaging.model.v1': {
    ModelsChanged: { sent: ModelsChanged; received: ModelsChanged__Output };
  };
  'billing.plan.v1': {
    PlansChanged: { sent: PlansChanged; received: PlansChanged__Output };
  };
  'billing.subscription.v1': {
    SubscriptionChanged: { sent: SubscriptionChanged; received: SubscriptionChanged__Output };
  };
  'billing.credits.v1': {
    CreditsChanged: { sent: CreditsChanged; received: CreditsChanged__Output };
  };
  'billing.payment.v1': {
    PaymentCaptured: { sent: PaymentCaptured; received: PaymentCaptured__Output };
    PaymentRefunded: { sent: PaymentRefunded; received: PaymentRefunded__Output };
  };
  'audit.admin_action.v1': {
    AdminActionRecorded: { sent: AdminActionRecorded; received: AdminActionRecorded__Output };
  };
}

// TOPICS and TopicEvents name the same topics: neither can gain one the other lacks.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const topicsMatch: SameKeys<Topic, keyof TopicEvents> = true;
void topicsMatch;

export type EventType<T extends Topic> = keyof TopicEvents[T] & string;
type Payloads<T extends Topic, E extends EventType<T>> = TopicEvents[T][E] extends { sent: infer S; received: infer R } ? { sent: S; received: R } : never;
export type EventPayload<T extends Topic, E extends EventType<T>> = Payloads<T, E>['sent'];
export type ReceivedPayload<T extends Topic, E extends EventType<T>> = Payloads<T, E>['received'];

/** An outbox entry checked against its topic; a published payload sets every field:
 *  `outbox.add(trx, topicEvent(TOPICS.users, 'UserRegistered', user.id, payload))`. */
export function topicEvent<T extends Topic, E extends EventType<T>>(topic: T, type: E, key: string, payload: Required<EventPayload<T, E>>) {
  return { topic, type, key, payload };
}

/** Narrows a received envelope to one event type of one topic, its payload typed as the generated
 *  output shape (publishers write every field). Typed, not validated: a consumer still checks the
 *  fields it relies on (events outlive code versions). */
export function isEvent<T extends Topic, E extends EventType<T>, V extends { topic: string; type: string; payload: unknown }>(
  e: V,
  topic: T,
  type: E,
): e is V & { topic: T; type: E; payload: ReceivedPayload<T, E> } {
  return e.topic === topic && e.type === type;
}
