// Original file: atelier/imaging/v1/imaging_service.proto


export interface ListModelInstancesRequest {
  'status'?: (string);
  'name'?: (string);
}

export interface ListModelInstancesRequest__Output {
  'status': (string);
  'name': (string);
}
