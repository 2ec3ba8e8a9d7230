// Original file: atelier/imaging/v1/imaging_service.proto

import type { Job as _atelier_imaging_v1_Job, Job__Output as _atelier_imaging_v1_Job__Output } from '../../../atelier/imaging/v1/Job';

export interface JobResponse {
  'job'?: (_atelier_imaging_v1_Job | null);
}

export interface JobResponse__Output {
  'job': (_atelier_imaging_v1_Job__Output | null);
}
