// Original file: atelier/imaging/v1/imaging_service.proto


export interface ListModelsRequest {
  'type'?: (string);
  'status'?: (string);
  'name'?: (string);
}

export interface ListModelsRequest__Output {
  'type': (string);
  'status': (string);
  'name': (string);
}
