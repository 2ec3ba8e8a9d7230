// Original file: atelier/imaging/v1/imaging_service.proto


export interface GetModelRequest {
  'id'?: (string);
}

export interface GetModelRequest__Output {
  'id': (string);
}
