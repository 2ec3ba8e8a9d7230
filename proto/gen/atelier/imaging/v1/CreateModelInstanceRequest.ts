// Original file: atelier/imaging/v1/imaging_service.proto


export interface CreateModelInstanceRequest {
  'name'?: (string);
  'controller_name'?: (string);
  'priority'?: (number);
  'api_token'?: (string);
  'settings_json'?: (string);
  'model_id'?: (string);
}

export interface CreateModelInstanceRequest__Output {
  'name': (string);
  'controller_name': (string);
  'priority': (number);
  'api_token': (string);
  'settings_json': (string);
  'model_id': (string);
}
