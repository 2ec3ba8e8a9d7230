// Original file: atelier/imaging/v1/imaging_service.proto

import type { ModelInstance as _atelier_imaging_v1_ModelInstance, ModelInstance__Output as _atelier_imaging_v1_ModelInstance__Output } from '../../../atelier/imaging/v1/ModelInstance';

export interface GetModelInstanceResponse {
  'instance'?: (_atelier_imaging_v1_ModelInstance | null);
}

export interface GetModelInstanceResponse__Output {
  'instance': (_atelier_imaging_v1_ModelInstance__Output | null);
}
