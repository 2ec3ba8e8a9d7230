// Original file: atelier/imaging/v1/imaging_service.proto


export interface CancelOwnJobRequest {
  'user_id'?: (string);
  'job_id'?: (string);
}

export interface CancelOwnJobRequest__Output {
  'user_id': (string);
  'job_id': (string);
}
