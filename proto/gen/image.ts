import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Image as _atelier_imaging_v1_Image, Image__Output as _atelier_imaging_v1_Image__Output } from './atelier/imaging/v1/Image';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  atelier: {
    imaging: {
      v1: {
        Image: MessageTypeDefinition<_atelier_imaging_v1_Image, _atelier_imaging_v1_Image__Output>
      }
    }
  }
}

