// Original file: atelier/events/v1/imaging_events.proto


export interface JobProgress {
  'job_id'?: (string);
  'user_id'?: (string);
  'state'?: (string);
  'position'?: (number);
  'fraction'?: (number | string);
  'step'?: (number);
  'total'?: (number);
  'preview'?: (string);
}

export interface JobProgress__Output {
  'job_id': (string);
  'user_id': (string);
  'state': (string);
  'position': (number);
  'fraction': (number);
  'step': (number);
  'total': (number);
  'preview': (string);
}
