// Original file: atelier/imaging/v1/imaging_service.proto


export interface PruneJobsResponse {
  'pruned'?: (number);
}

export interface PruneJobsResponse__Output {
  'pruned': (number);
}
