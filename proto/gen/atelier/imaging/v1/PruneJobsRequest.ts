// Original file: atelier/imaging/v1/imaging_service.proto


export interface PruneJobsRequest {
  'older_than_days'?: (number);
}

export interface PruneJobsRequest__Output {
  'older_than_days': (number);
}
