// Original file: atelier/imaging/v1/imaging_service.proto


export interface ListJobsRequest {
  'status'?: (string);
  'model_id'?: (string);
  'user_id'?: (string);
  'page'?: (number);
}

export interface ListJobsRequest__Output {
  'status': (string);
  'model_id': (string);
  'user_id': (string);
  'page': (number);
}
