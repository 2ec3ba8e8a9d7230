// Original file: atelier/imaging/v1/imaging_service.proto


export interface TestModelInstanceResponse {
  'ok'?: (boolean);
  'latency_ms'?: (number);
  'detail'?: (string);
}

export interface TestModelInstanceResponse__Output {
  'ok': (boolean);
  'latency_ms': (number);
  'detail': (string);
}
