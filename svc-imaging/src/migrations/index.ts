// Imaging's migrations in order; names are YYYYMMDDHHMMSS_verb_object and never change once shipped.
// A function of the schema: claim_jobs and in_flight_locked (plpgsql functions) name their tables with it.
import type { Migration } from '@atelier/platform';
import * as createImagingTables from './20261122130000_create_imaging_tables';
import * as addModelDescriptionAndImagePreset from './20261123040000_add_model_description_and_image_preset';
import * as dropCreditHolds from './20261123090000_drop_credit_holds';
import * as addFeedsLikesFollows from './20261123100000_add_feeds_likes_follows';
import * as orderLikesByTime from './20261123120000_order_likes_by_time';
import * as addJobQueueAdmin from './20261123130000_add_job_queue_admin';
import * as addUserSubscription from './20261123160000_add_user_subscription';
import * as addJobTraceContext from './20261126040000_add_job_trace_context';
import { addClaimJobsFunction } from './20261126230000_add_claim_jobs_function';
import { addInFlightLockedFunction } from './20261127080000_add_in_flight_locked_function';
import * as addJobsUserStartedIndex from './20261127090000_add_jobs_user_started_index';
import * as addJobsRunningInstanceIndex from './20261127100000_add_jobs_running_instance_index';

export function migrations(schema: string): Record<string, Migration> {
  return {
    '20261122130000_create_imaging_tables': createImagingTables,
    '20261123040000_add_model_description_and_image_preset': addModelDescriptionAndImagePreset,
    '20261123090000_drop_credit_holds': dropCreditHolds,
    '20261123100000_add_feeds_likes_follows': addFeedsLikesFollows,
    '20261123120000_order_likes_by_time': orderLikesByTime,
    '20261123130000_add_job_queue_admin': addJobQueueAdmin,
    '20261123160000_add_user_subscription': addUserSubscription,
    '20261126040000_add_job_trace_context': addJobTraceContext,
    '20261126230000_add_claim_jobs_function': addClaimJobsFunction(schema),
    '20261127080000_add_in_flight_locked_function': addInFlightLockedFunction(schema),
    '20261127090000_add_jobs_user_started_index': addJobsUserStartedIndex,
    '20261127100000_add_jobs_running_instance_index': addJobsRunningInstanceIndex,
  };
}
