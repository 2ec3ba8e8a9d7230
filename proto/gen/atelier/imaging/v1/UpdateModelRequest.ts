// Original file: atelier/imaging/v1/imaging_service.proto


export interface UpdateModelRequest {
  'id'?: (string);
  'name'?: (string);
  'type'?: (string);
  'sizes'?: (string)[];
  'status'?: (string);
  'credits'?: (number);
  'description'?: (string);
  '_credits'?: "credits";
  '_description'?: "description";
}

export interface UpdateModelRequest__Output {
  'id': (string);
  'name': (string);
  'type': (string);
  'sizes': (string)[];
  'status': (string);
  'credits'?: (number);
  'description'?: (string);
  '_credits'?: "credits";
  '_description'?: "description";
}
