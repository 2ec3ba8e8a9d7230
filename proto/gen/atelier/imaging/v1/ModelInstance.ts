// Original file: atelier/imaging/v1/imaging_service.proto


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
}
