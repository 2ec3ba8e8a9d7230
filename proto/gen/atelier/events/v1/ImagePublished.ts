// Original file: atelier/events/v1/imaging_events.proto


export interface ImagePublished {
  'image_id'?: (string);
  'job_id'?: (string);
  'user_id'?: (string);
  'prompt'?: (string);
  'published_at'?: (string);
}

export interface ImagePublished__Output {
  'image_id': (string);
  'job_id': (string);
  'user_id': (string);
  'prompt': (string);
  'published_at': (string);
}
