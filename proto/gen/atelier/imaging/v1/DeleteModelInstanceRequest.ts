// Original file: atelier/imaging/v1/imaging_service.proto


export interface DeleteModelInstanceRequest {
  'id'?: (string);
}

export interface DeleteModelInstanceRequest__Output {
  'id': (string);
}
