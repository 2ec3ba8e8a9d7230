// Original file: atelier/imaging/v1/imaging_service.proto

import type { Job as _atelier_imaging_v1_Job, Job__Output as _atelier_imaging_v1_Job__Output } from '../../../atelier/imaging/v1/Job';
import type { JobCounts as _atelier_imaging_v1_JobCounts, JobCounts__Output as _atelier_imaging_v1_JobCounts__Output } from '../../../atelier/imaging/v1/JobCounts';

export interface ListJobsResponse {
  'rows'?: (_atelier_imaging_v1_Job)[];
  'count'?: (number);
  'counts'?: (_atelier_imaging_v1_JobCounts | null);
}

export interface ListJobsResponse__Output {
  'rows': (_atelier_imaging_v1_Job__Output)[];
  'count': (number);
  'counts': (_atelier_imaging_v1_JobCounts__Output | null);
}
