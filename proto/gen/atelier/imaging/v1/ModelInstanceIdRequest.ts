// Original file: atelier/imaging/v1/imaging_service.proto


export interface ModelInstanceIdRequest {
  'id'?: (string);
}

export interface ModelInstanceIdRequest__Output {
  'id': (string);
}
