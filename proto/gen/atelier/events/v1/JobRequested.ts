// Original file: atelier/events/v1/imaging_events.proto


export interface JobRequested {
  'job_id'?: (string);
  'user_id'?: (string);
  'model_id'?: (string);
  'operation'?: (string);
}

export interface JobRequested__Output {
  'job_id': (string);
  'user_id': (string);
  'model_id': (string);
  'operation': (string);
}
