// Original file: atelier/imaging/v1/imaging_service.proto

import type { InstanceHealth as _atelier_imaging_v1_InstanceHealth, InstanceHealth__Output as _atelier_imaging_v1_InstanceHealth__Output } from '../../../atelier/imaging/v1/InstanceHealth';

export interface ModelInstance {
  'id'?: (string);
  'name'?: (string);
  'controller_name'?: (string);
  'priority'?: (number);
  'settings_json'?: (string);
  'status'?: (string);
  'model_id'?: (string);
  'has_api_token'?: (boolean);
  'model_name'?: (string);
  'model_type'?: (string);
  'created_at'?: (string);
  'paused'?: (boolean);
  'health'?: (_atelier_imaging_v1_InstanceHealth | null);
}

export interface ModelInstance__Output {
  'id': (string);
  'name': (string);
  'controller_name': (string);
  'priority': (number);
  'settings_json': (string);
  'status': (string);
  'model_id': (string);
  'has_api_token': (boolean);
  'model_name': (string);
  'model_type': (string);
  'created_at': (string);
  'paused': (boolean);
  'health': (_atelier_imaging_v1_InstanceHealth__Output | null);
}
