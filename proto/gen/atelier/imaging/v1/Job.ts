// Original file: atelier/imaging/v1/imaging_service.proto


export interface Job {
  'id'?: (string);
  'status'?: (string);
  'operation'?: (string);
  'user_id'?: (string);
  'user_name'?: (string);
  'model_id'?: (string);
  'model_name'?: (string);
  'instance_id'?: (string);
  'instance_name'?: (string);
  'attempts'?: (number);
  'image_count'?: (number);
  'credits'?: (number);
  'error'?: (string);
  'created_at'?: (string);
  'started_at'?: (string);
  'finished_at'?: (string);
}

export interface Job__Output {
  'id': (string);
  'status': (string);
  'operation': (string);
  'user_id': (string);
  'user_name': (string);
  'model_id': (string);
  'model_name': (string);
  'instance_id': (string);
  'instance_name': (string);
  'attempts': (number);
  'image_count': (number);
  'credits': (number);
  'error': (string);
  'created_at': (string);
  'started_at': (string);
  'finished_at': (string);
}
