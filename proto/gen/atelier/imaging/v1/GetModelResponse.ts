// Original file: atelier/imaging/v1/imaging_service.proto

import type { Model as _atelier_imaging_v1_Model, Model__Output as _atelier_imaging_v1_Model__Output } from '../../../atelier/imaging/v1/Model';

export interface GetModelResponse {
  'model'?: (_atelier_imaging_v1_Model | null);
}

export interface GetModelResponse__Output {
  'model': (_atelier_imaging_v1_Model__Output | null);
}
