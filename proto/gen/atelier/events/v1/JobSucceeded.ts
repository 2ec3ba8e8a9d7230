// Original file: atelier/events/v1/imaging_events.proto


export interface JobSucceeded {
  'job_id'?: (string);
  'user_id'?: (string);
  'image_ids'?: (string)[];
  'credits'?: (number);
  'finished_at'?: (string);
}

export interface JobSucceeded__Output {
  'job_id': (string);
  'user_id': (string);
  'image_ids': (string)[];
  'credits': (number);
  'finished_at': (string);
}
