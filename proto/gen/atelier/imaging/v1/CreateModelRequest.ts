// Original file: atelier/imaging/v1/imaging_service.proto


export interface CreateModelRequest {
  'name'?: (string);
  'type'?: (string);
  'sizes'?: (string)[];
  'credits'?: (number);
  'description'?: (string);
}

export interface CreateModelRequest__Output {
  'name': (string);
  'type': (string);
  'sizes': (string)[];
  'credits': (number);
  'description': (string);
}
