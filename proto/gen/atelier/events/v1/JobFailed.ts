// Original file: atelier/events/v1/imaging_events.proto


export interface JobFailed {
  'job_id'?: (string);
  'user_id'?: (string);
  'image_ids'?: (string)[];
  'error'?: (string);
  'finished_at'?: (string);
}

export interface JobFailed__Output {
  'job_id': (string);
  'user_id': (string);
  'image_ids': (string)[];
  'error': (string);
  'finished_at': (string);
}
