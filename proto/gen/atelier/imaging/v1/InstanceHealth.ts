// Original file: atelier/imaging/v1/imaging_service.proto


export interface InstanceHealth {
  'state'?: (string);
  'running_jobs'?: (number);
  'last_error'?: (string);
  'last_error_at'?: (string);
}

export interface InstanceHealth__Output {
  'state': (string);
  'running_jobs': (number);
  'last_error': (string);
  'last_error_at': (string);
}
