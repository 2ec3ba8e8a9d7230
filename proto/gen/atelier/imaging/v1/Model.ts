// Original file: atelier/imaging/v1/imaging_service.proto


export interface Model {
  'id'?: (string);
  'name'?: (string);
  'type'?: (string);
  'sizes'?: (string)[];
  'status'?: (string);
  'credits'?: (number);
  'created_at'?: (string);
  'description'?: (string);
}

export interface Model__Output {
  'id': (string);
  'name': (string);
  'type': (string);
  'sizes': (string)[];
  'status': (string);
  'credits': (number);
  'created_at': (string);
  'description': (string);
}
