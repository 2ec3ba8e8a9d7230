// Original file: atelier/imaging/v1/imaging_service.proto


export interface JobIdRequest {
  'job_id'?: (string);
}

export interface JobIdRequest__Output {
  'job_id': (string);
}
