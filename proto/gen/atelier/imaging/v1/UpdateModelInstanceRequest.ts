// Original file: atelier/imaging/v1/imaging_service.proto


export interface UpdateModelInstanceRequest {
  'id'?: (string);
  'name'?: (string);
  'controller_name'?: (string);
  'priority'?: (number);
  'api_token'?: (string);
  'settings_json'?: (string);
  'status'?: (string);
  'model_id'?: (string);
}

export interface UpdateModelInstanceRequest__Output {
  'id': (string);
  'name': (string);
  'controller_name': (string);
  'priority': (number);
  'api_token': (string);
  'settings_json': (string);
  'status': (string);
  'model_id': (string);
}
