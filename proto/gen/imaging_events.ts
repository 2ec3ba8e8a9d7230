import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ImagePublished as _atelier_events_v1_ImagePublished, ImagePublished__Output as _atelier_events_v1_ImagePublished__Output } from './atelier/events/v1/ImagePublished';
import type { JobFailed as _atelier_events_v1_JobFailed, JobFailed__Output as _atelier_events_v1_JobFailed__Output } from './atelier/events/v1/JobFailed';
import type { JobProgress as _atelier_events_v1_JobProgress, JobProgress__Output as _atelier_events_v1_JobProgress__Output } from './atelier/events/v1/JobProgress';
import type { JobRequested as _atelier_events_v1_JobRequested, JobRequested__Output as _atelier_events_v1_JobRequested__Output } from './atelier/events/v1/JobRequested';
import type { JobSucceeded as _atelier_events_v1_JobSucceeded, JobSucceeded__Output as _atelier_events_v1_JobSucceeded__Output } from './atelier/events/v1/JobSucceeded';
import type { ModelsChanged as _atelier_events_v1_ModelsChanged, ModelsChanged__Output as _atelier_events_v1_ModelsChanged__Output } from './atelier/events/v1/ModelsChanged';
import type { Image as _atelier_imaging_v1_Image, Image__Output as _atelier_imaging_v1_Image__Output } from './atelier/imaging/v1/Image';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  atelier: {
    events: {
      v1: {
        ImagePublished: MessageTypeDefinition<_atelier_events_v1_ImagePublished, _atelier_events_v1_ImagePublished__Output>
        JobFailed: MessageTypeDefinition<_atelier_events_v1_JobFailed, _atelier_events_v1_JobFailed__Output>
        JobProgress: MessageTypeDefinition<_atelier_events_v1_JobProgress, _atelier_events_v1_JobProgress__Output>
        JobRequested: MessageTypeDefinition<_atelier_events_v1_JobRequested, _atelier_events_v1_JobRequested__Output>
        JobSucceeded: MessageTypeDefinition<_atelier_events_v1_JobSucceeded, _atelier_events_v1_JobSucceeded__Output>
        ModelsChanged: MessageTypeDefinition<_atelier_events_v1_ModelsChanged, _atelier_events_v1_ModelsChanged__Output>
      }
    }
    imaging: {
      v1: {
        Image: MessageTypeDefinition<_atelier_imaging_v1_Image, _atelier_imaging_v1_Image__Output>
      }
    }
  }
}

