// Original file: atelier/imaging/v1/imaging_service.proto


export interface DeleteModelRequest {
  'id'?: (string);
}

export interface DeleteModelRequest__Output {
  'id': (string);
}
