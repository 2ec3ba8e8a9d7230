// Original file: atelier/imaging/v1/imaging_service.proto


export interface GetModelInstanceRequest {
  'id'?: (string);
}

export interface GetModelInstanceRequest__Output {
  'id': (string);
}
