// Original file: atelier/events/v1/imaging_events.proto


export interface ModelsChanged {
  'types'?: (string)[];
  'model_id'?: (string);
  'change'?: (string);
  'changed_at'?: (string);
}

export interface ModelsChanged__Output {
  'types': (string)[];
  'model_id': (string);
  'change': (string);
  'changed_at': (string);
}
