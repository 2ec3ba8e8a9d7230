// Original file: atelier/imaging/v1/imaging_service.proto


export interface JobCounts {
  'pending'?: (number);
  'running'?: (number);
  'success'?: (number);
  'failure'?: (number);
  'canceled'?: (number);
}

export interface JobCounts__Output {
  'pending': (number);
  'running': (number);
  'success': (number);
  'failure': (number);
  'canceled': (number);
}
