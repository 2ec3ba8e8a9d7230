// Original file: atelier/imaging/v1/imaging_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CancelOwnJobRequest as _atelier_imaging_v1_CancelOwnJobRequest, CancelOwnJobRequest__Output as _atelier_imaging_v1_CancelOwnJobRequest__Output } from '../../../atelier/imaging/v1/CancelOwnJobRequest';
import type { CreateModelInstanceRequest as _atelier_imaging_v1_CreateModelInstanceRequest, CreateModelInstanceRequest__Output as _atelier_imaging_v1_CreateModelInstanceRequest__Output } from '../../../atelier/imaging/v1/CreateModelInstanceRequest';
import type { CreateModelInstanceResponse as _atelier_imaging_v1_CreateModelInstanceResponse, CreateModelInstanceResponse__Output as _atelier_imaging_v1_CreateModelInstanceResponse__Output } from '../../../atelier/imaging/v1/CreateModelInstanceResponse';
import type { CreateModelRequest as _atelier_imaging_v1_CreateModelRequest, CreateModelRequest__Output as _atelier_imaging_v1_CreateModelRequest__Output } from '../../../atelier/imaging/v1/CreateModelRequest';
import type { CreateModelResponse as _atelier_imaging_v1_CreateModelResponse, CreateModelResponse__Output as _atelier_imaging_v1_CreateModelResponse__Output } from '../../../atelier/imaging/v1/CreateModelResponse';
import type { DeleteModelInstanceRequest as _atelier_imaging_v1_DeleteModelInstanceRequest, DeleteModelInstanceRequest__Output as _atelier_imaging_v1_DeleteModelInstanceRequest__Output } from '../../../atelier/imaging/v1/DeleteModelInstanceRequest';
import type { DeleteModelInstanceResponse as _atelier_imaging_v1_DeleteModelInstanceResponse, DeleteModelInstanceResponse__Output as _atelier_imaging_v1_DeleteModelInstanceResponse__Output } from '../../../atelier/imaging/v1/DeleteModelInstanceResponse';
import type { DeleteModelRequest as _atelier_imaging_v1_DeleteModelRequest, DeleteModelRequest__Output as _atelier_imaging_v1_DeleteModelRequest__Output } from '../../../atelier/imaging/v1/DeleteModelRequest';
import type { DeleteModelResponse as _atelier_imaging_v1_DeleteModelResponse, DeleteModelResponse__Output as _atelier_imaging_v1_DeleteModelResponse__Output } from '../../../atelier/imaging/v1/DeleteModelResponse';
import type { FollowRequest as _atelier_imaging_v1_FollowRequest, FollowRequest__Output as _atelier_imaging_v1_FollowRequest__Output } from '../../../atelier/imaging/v1/FollowRequest';
import type { FollowResponse as _atelier_imaging_v1_FollowResponse, FollowResponse__Output as _atelier_imaging_v1_FollowResponse__Output } from '../../../atelier/imaging/v1/FollowResponse';
import type { GetImageRequest as _atelier_imaging_v1_GetImageRequest, GetImageRequest__Output as _atelier_imaging_v1_GetImageRequest__Output } from '../../../atelier/imaging/v1/GetImageRequest';
import type { GetImageResponse as _atelier_imaging_v1_GetImageResponse, GetImageResponse__Output as _atelier_imaging_v1_GetImageResponse__Output } from '../../../atelier/imaging/v1/GetImageResponse';
import type { GetModelInstanceRequest as _atelier_imaging_v1_GetModelInstanceRequest, GetModelInstanceRequest__Output as _atelier_imaging_v1_GetModelInstanceRequest__Output } from '../../../atelier/imaging/v1/GetModelInstanceRequest';
import type { GetModelInstanceResponse as _atelier_imaging_v1_GetModelInstanceResponse, GetModelInstanceResponse__Output as _atelier_imaging_v1_GetModelInstanceResponse__Output } from '../../../atelier/imaging/v1/GetModelInstanceResponse';
import type { GetModelRequest as _atelier_imaging_v1_GetModelRequest, GetModelRequest__Output as _atelier_imaging_v1_GetModelRequest__Output } from '../../../atelier/imaging/v1/GetModelRequest';
import type { GetModelResponse as _atelier_imaging_v1_GetModelResponse, GetModelResponse__Output as _atelier_imaging_v1_GetModelResponse__Output } from '../../../atelier/imaging/v1/GetModelResponse';
import type { JobIdRequest as _atelier_imaging_v1_JobIdRequest, JobIdRequest__Output as _atelier_imaging_v1_JobIdRequest__Output } from '../../../atelier/imaging/v1/JobIdRequest';
import type { JobResponse as _atelier_imaging_v1_JobResponse, JobResponse__Output as _atelier_imaging_v1_JobResponse__Output } from '../../../atelier/imaging/v1/JobResponse';
import type { LikeRequest as _atelier_imaging_v1_LikeRequest, LikeRequest__Output as _atelier_imaging_v1_LikeRequest__Output } from '../../../atelier/imaging/v1/LikeRequest';
import type { LikeResponse as _atelier_imaging_v1_LikeResponse, LikeResponse__Output as _atelier_imaging_v1_LikeResponse__Output } from '../../../atelier/imaging/v1/LikeResponse';
import type { ListFeedRequest as _atelier_imaging_v1_ListFeedRequest, ListFeedRequest__Output as _atelier_imaging_v1_ListFeedRequest__Output } from '../../../atelier/imaging/v1/ListFeedRequest';
import type { ListFeedResponse as _atelier_imaging_v1_ListFeedResponse, ListFeedResponse__Output as _atelier_imaging_v1_ListFeedResponse__Output } from '../../../atelier/imaging/v1/ListFeedResponse';
import type { ListJobsRequest as _atelier_imaging_v1_ListJobsRequest, ListJobsRequest__Output as _atelier_imaging_v1_ListJobsRequest__Output } from '../../../atelier/imaging/v1/ListJobsRequest';
import type { ListJobsResponse as _atelier_imaging_v1_ListJobsResponse, ListJobsResponse__Output as _atelier_imaging_v1_ListJobsResponse__Output } from '../../../atelier/imaging/v1/ListJobsResponse';
import type { ListModelInstancesRequest as _atelier_imaging_v1_ListModelInstancesRequest, ListModelInstancesRequest__Output as _atelier_imaging_v1_ListModelInstancesRequest__Output } from '../../../atelier/imaging/v1/ListModelInstancesRequest';
import type { ListModelInstancesResponse as _atelier_imaging_v1_ListModelInstancesResponse, ListModelInstancesResponse__Output as _atelier_imaging_v1_ListModelInstancesResponse__Output } from '../../../atelier/imaging/v1/ListModelInstancesResponse';
import type { ListModelsRequest as _atelier_imaging_v1_ListModelsRequest, ListModelsRequest__Output as _atelier_imaging_v1_ListModelsRequest__Output } from '../../../atelier/imaging/v1/ListModelsRequest';
import type { ListModelsResponse as _atelier_imaging_v1_ListModelsResponse, ListModelsResponse__Output as _atelier_imaging_v1_ListModelsResponse__Output } from '../../../atelier/imaging/v1/ListModelsResponse';
import type { ListUserImagesRequest as _atelier_imaging_v1_ListUserImagesRequest, ListUserImagesRequest__Output as _atelier_imaging_v1_ListUserImagesRequest__Output } from '../../../atelier/imaging/v1/ListUserImagesRequest';
import type { ListUserImagesResponse as _atelier_imaging_v1_ListUserImagesResponse, ListUserImagesResponse__Output as _atelier_imaging_v1_ListUserImagesResponse__Output } from '../../../atelier/imaging/v1/ListUserImagesResponse';
import type { ModelInstanceIdRequest as _atelier_imaging_v1_ModelInstanceIdRequest, ModelInstanceIdRequest__Output as _atelier_imaging_v1_ModelInstanceIdRequest__Output } from '../../../atelier/imaging/v1/ModelInstanceIdRequest';
import type { PruneJobsRequest as _atelier_imaging_v1_PruneJobsRequest, PruneJobsRequest__Output as _atelier_imaging_v1_PruneJobsRequest__Output } from '../../../atelier/imaging/v1/PruneJobsRequest';
import type { PruneJobsResponse as _atelier_imaging_v1_PruneJobsResponse, PruneJobsResponse__Output as _atelier_imaging_v1_PruneJobsResponse__Output } from '../../../atelier/imaging/v1/PruneJobsResponse';
import type { SubmitJobRequest as _atelier_imaging_v1_SubmitJobRequest, SubmitJobRequest__Output as _atelier_imaging_v1_SubmitJobRequest__Output } from '../../../atelier/imaging/v1/SubmitJobRequest';
import type { SubmitJobResponse as _atelier_imaging_v1_SubmitJobResponse, SubmitJobResponse__Output as _atelier_imaging_v1_SubmitJobResponse__Output } from '../../../atelier/imaging/v1/SubmitJobResponse';
import type { TestModelInstanceResponse as _atelier_imaging_v1_TestModelInstanceResponse, TestModelInstanceResponse__Output as _atelier_imaging_v1_TestModelInstanceResponse__Output } from '../../../atelier/imaging/v1/TestModelInstanceResponse';
import type { UpdateModelInstanceRequest as _atelier_imaging_v1_UpdateModelInstanceRequest, UpdateModelInstanceRequest__Output as _atelier_imaging_v1_UpdateModelInstanceRequest__Output } from '../../../atelier/imaging/v1/UpdateModelInstanceRequest';
import type { UpdateModelInstanceResponse as _atelier_imaging_v1_UpdateModelInstanceResponse, UpdateModelInstanceResponse__Output as _atelier_imaging_v1_UpdateModelInstanceResponse__Output } from '../../../atelier/imaging/v1/UpdateModelInstanceResponse';
import type { UpdateModelRequest as _atelier_imaging_v1_UpdateModelRequest, UpdateModelRequest__Output as _atelier_imaging_v1_UpdateModelRequest__Output } from '../../../atelier/imaging/v1/UpdateModelRequest';
import type { UpdateModelResponse as _atelier_imaging_v1_UpdateModelResponse, UpdateModelResponse__Output as _atelier_imaging_v1_UpdateModelResponse__Output } from '../../../atelier/imaging/v1/UpdateModelResponse';

export interface ImagingServiceClient extends grpc.Client {
  CancelJob(argument: _atelier_imaging_v1_JobIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _atelier_imaging_v1_JobIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _atelier_imaging_v1_JobIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _atelier_imaging_v1_JobIdRequest, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _atelier_imaging_v1_JobIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _atelier_imaging_v1_JobIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _atelier_imaging_v1_JobIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _atelier_imaging_v1_JobIdRequest, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  
  CancelOwnJob(argument: _atelier_imaging_v1_CancelOwnJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  CancelOwnJob(argument: _atelier_imaging_v1_CancelOwnJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  CancelOwnJob(argument: _atelier_imaging_v1_CancelOwnJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  CancelOwnJob(argument: _atelier_imaging_v1_CancelOwnJobRequest, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  cancelOwnJob(argument: _atelier_imaging_v1_CancelOwnJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  cancelOwnJob(argument: _atelier_imaging_v1_CancelOwnJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  cancelOwnJob(argument: _atelier_imaging_v1_CancelOwnJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  cancelOwnJob(argument: _atelier_imaging_v1_CancelOwnJobRequest, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  
  CreateModel(argument: _atelier_imaging_v1_CreateModelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelResponse__Output>): grpc.ClientUnaryCall;
  CreateModel(argument: _atelier_imaging_v1_CreateModelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelResponse__Output>): grpc.ClientUnaryCall;
  CreateModel(argument: _atelier_imaging_v1_CreateModelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelResponse__Output>): grpc.ClientUnaryCall;
  CreateModel(argument: _atelier_imaging_v1_CreateModelRequest, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelResponse__Output>): grpc.ClientUnaryCall;
  createModel(argument: _atelier_imaging_v1_CreateModelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelResponse__Output>): grpc.ClientUnaryCall;
  createModel(argument: _atelier_imaging_v1_CreateModelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelResponse__Output>): grpc.ClientUnaryCall;
  createModel(argument: _atelier_imaging_v1_CreateModelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelResponse__Output>): grpc.ClientUnaryCall;
  createModel(argument: _atelier_imaging_v1_CreateModelRequest, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelResponse__Output>): grpc.ClientUnaryCall;
  
  CreateModelInstance(argument: _atelier_imaging_v1_CreateModelInstanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  CreateModelInstance(argument: _atelier_imaging_v1_CreateModelInstanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  CreateModelInstance(argument: _atelier_imaging_v1_CreateModelInstanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  CreateModelInstance(argument: _atelier_imaging_v1_CreateModelInstanceRequest, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  createModelInstance(argument: _atelier_imaging_v1_CreateModelInstanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  createModelInstance(argument: _atelier_imaging_v1_CreateModelInstanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  createModelInstance(argument: _atelier_imaging_v1_CreateModelInstanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  createModelInstance(argument: _atelier_imaging_v1_CreateModelInstanceRequest, callback: grpc.requestCallback<_atelier_imaging_v1_CreateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteModel(argument: _atelier_imaging_v1_DeleteModelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelResponse__Output>): grpc.ClientUnaryCall;
  DeleteModel(argument: _atelier_imaging_v1_DeleteModelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelResponse__Output>): grpc.ClientUnaryCall;
  DeleteModel(argument: _atelier_imaging_v1_DeleteModelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelResponse__Output>): grpc.ClientUnaryCall;
  DeleteModel(argument: _atelier_imaging_v1_DeleteModelRequest, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelResponse__Output>): grpc.ClientUnaryCall;
  deleteModel(argument: _atelier_imaging_v1_DeleteModelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelResponse__Output>): grpc.ClientUnaryCall;
  deleteModel(argument: _atelier_imaging_v1_DeleteModelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelResponse__Output>): grpc.ClientUnaryCall;
  deleteModel(argument: _atelier_imaging_v1_DeleteModelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelResponse__Output>): grpc.ClientUnaryCall;
  deleteModel(argument: _atelier_imaging_v1_DeleteModelRequest, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteModelInstance(argument: _atelier_imaging_v1_DeleteModelInstanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  DeleteModelInstance(argument: _atelier_imaging_v1_DeleteModelInstanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  DeleteModelInstance(argument: _atelier_imaging_v1_DeleteModelInstanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  DeleteModelInstance(argument: _atelier_imaging_v1_DeleteModelInstanceRequest, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  deleteModelInstance(argument: _atelier_imaging_v1_DeleteModelInstanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  deleteModelInstance(argument: _atelier_imaging_v1_DeleteModelInstanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  deleteModelInstance(argument: _atelier_imaging_v1_DeleteModelInstanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  deleteModelInstance(argument: _atelier_imaging_v1_DeleteModelInstanceRequest, callback: grpc.requestCallback<_atelier_imaging_v1_DeleteModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  
  Follow(argument: _atelier_imaging_v1_FollowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  Follow(argument: _atelier_imaging_v1_FollowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  Follow(argument: _atelier_imaging_v1_FollowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  Follow(argument: _atelier_imaging_v1_FollowRequest, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  follow(argument: _atelier_imaging_v1_FollowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  follow(argument: _atelier_imaging_v1_FollowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  follow(argument: _atelier_imaging_v1_FollowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  follow(argument: _atelier_imaging_v1_FollowRequest, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  
  GetImage(argument: _atelier_imaging_v1_GetImageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetImageResponse__Output>): grpc.ClientUnaryCall;
  GetImage(argument: _atelier_imaging_v1_GetImageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_GetImageResponse__Output>): grpc.ClientUnaryCall;
  GetImage(argument: _atelier_imaging_v1_GetImageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetImageResponse__Output>): grpc.ClientUnaryCall;
  GetImage(argument: _atelier_imaging_v1_GetImageRequest, callback: grpc.requestCallback<_atelier_imaging_v1_GetImageResponse__Output>): grpc.ClientUnaryCall;
  getImage(argument: _atelier_imaging_v1_GetImageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetImageResponse__Output>): grpc.ClientUnaryCall;
  getImage(argument: _atelier_imaging_v1_GetImageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_GetImageResponse__Output>): grpc.ClientUnaryCall;
  getImage(argument: _atelier_imaging_v1_GetImageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetImageResponse__Output>): grpc.ClientUnaryCall;
  getImage(argument: _atelier_imaging_v1_GetImageRequest, callback: grpc.requestCallback<_atelier_imaging_v1_GetImageResponse__Output>): grpc.ClientUnaryCall;
  
  GetModel(argument: _atelier_imaging_v1_GetModelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelResponse__Output>): grpc.ClientUnaryCall;
  GetModel(argument: _atelier_imaging_v1_GetModelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelResponse__Output>): grpc.ClientUnaryCall;
  GetModel(argument: _atelier_imaging_v1_GetModelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelResponse__Output>): grpc.ClientUnaryCall;
  GetModel(argument: _atelier_imaging_v1_GetModelRequest, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelResponse__Output>): grpc.ClientUnaryCall;
  getModel(argument: _atelier_imaging_v1_GetModelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelResponse__Output>): grpc.ClientUnaryCall;
  getModel(argument: _atelier_imaging_v1_GetModelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelResponse__Output>): grpc.ClientUnaryCall;
  getModel(argument: _atelier_imaging_v1_GetModelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelResponse__Output>): grpc.ClientUnaryCall;
  getModel(argument: _atelier_imaging_v1_GetModelRequest, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelResponse__Output>): grpc.ClientUnaryCall;
  
  GetModelInstance(argument: _atelier_imaging_v1_GetModelInstanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  GetModelInstance(argument: _atelier_imaging_v1_GetModelInstanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  GetModelInstance(argument: _atelier_imaging_v1_GetModelInstanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  GetModelInstance(argument: _atelier_imaging_v1_GetModelInstanceRequest, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  getModelInstance(argument: _atelier_imaging_v1_GetModelInstanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  getModelInstance(argument: _atelier_imaging_v1_GetModelInstanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  getModelInstance(argument: _atelier_imaging_v1_GetModelInstanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  getModelInstance(argument: _atelier_imaging_v1_GetModelInstanceRequest, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  
  Like(argument: _atelier_imaging_v1_LikeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  Like(argument: _atelier_imaging_v1_LikeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  Like(argument: _atelier_imaging_v1_LikeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  Like(argument: _atelier_imaging_v1_LikeRequest, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  like(argument: _atelier_imaging_v1_LikeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  like(argument: _atelier_imaging_v1_LikeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  like(argument: _atelier_imaging_v1_LikeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  like(argument: _atelier_imaging_v1_LikeRequest, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  
  ListFeed(argument: _atelier_imaging_v1_ListFeedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListFeedResponse__Output>): grpc.ClientUnaryCall;
  ListFeed(argument: _atelier_imaging_v1_ListFeedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_ListFeedResponse__Output>): grpc.ClientUnaryCall;
  ListFeed(argument: _atelier_imaging_v1_ListFeedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListFeedResponse__Output>): grpc.ClientUnaryCall;
  ListFeed(argument: _atelier_imaging_v1_ListFeedRequest, callback: grpc.requestCallback<_atelier_imaging_v1_ListFeedResponse__Output>): grpc.ClientUnaryCall;
  listFeed(argument: _atelier_imaging_v1_ListFeedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListFeedResponse__Output>): grpc.ClientUnaryCall;
  listFeed(argument: _atelier_imaging_v1_ListFeedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_ListFeedResponse__Output>): grpc.ClientUnaryCall;
  listFeed(argument: _atelier_imaging_v1_ListFeedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListFeedResponse__Output>): grpc.ClientUnaryCall;
  listFeed(argument: _atelier_imaging_v1_ListFeedRequest, callback: grpc.requestCallback<_atelier_imaging_v1_ListFeedResponse__Output>): grpc.ClientUnaryCall;
  
  ListJobs(argument: _atelier_imaging_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListJobsResponse__Output>): grpc.ClientUnaryCall;
  ListJobs(argument: _atelier_imaging_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_ListJobsResponse__Output>): grpc.ClientUnaryCall;
  ListJobs(argument: _atelier_imaging_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListJobsResponse__Output>): grpc.ClientUnaryCall;
  ListJobs(argument: _atelier_imaging_v1_ListJobsRequest, callback: grpc.requestCallback<_atelier_imaging_v1_ListJobsResponse__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _atelier_imaging_v1_ListJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListJobsResponse__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _atelier_imaging_v1_ListJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_ListJobsResponse__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _atelier_imaging_v1_ListJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListJobsResponse__Output>): grpc.ClientUnaryCall;
  listJobs(argument: _atelier_imaging_v1_ListJobsRequest, callback: grpc.requestCallback<_atelier_imaging_v1_ListJobsResponse__Output>): grpc.ClientUnaryCall;
  
  ListModelInstances(argument: _atelier_imaging_v1_ListModelInstancesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelInstancesResponse__Output>): grpc.ClientUnaryCall;
  ListModelInstances(argument: _atelier_imaging_v1_ListModelInstancesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelInstancesResponse__Output>): grpc.ClientUnaryCall;
  ListModelInstances(argument: _atelier_imaging_v1_ListModelInstancesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelInstancesResponse__Output>): grpc.ClientUnaryCall;
  ListModelInstances(argument: _atelier_imaging_v1_ListModelInstancesRequest, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelInstancesResponse__Output>): grpc.ClientUnaryCall;
  listModelInstances(argument: _atelier_imaging_v1_ListModelInstancesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelInstancesResponse__Output>): grpc.ClientUnaryCall;
  listModelInstances(argument: _atelier_imaging_v1_ListModelInstancesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelInstancesResponse__Output>): grpc.ClientUnaryCall;
  listModelInstances(argument: _atelier_imaging_v1_ListModelInstancesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelInstancesResponse__Output>): grpc.ClientUnaryCall;
  listModelInstances(argument: _atelier_imaging_v1_ListModelInstancesRequest, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelInstancesResponse__Output>): grpc.ClientUnaryCall;
  
  ListModels(argument: _atelier_imaging_v1_ListModelsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelsResponse__Output>): grpc.ClientUnaryCall;
  ListModels(argument: _atelier_imaging_v1_ListModelsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelsResponse__Output>): grpc.ClientUnaryCall;
  ListModels(argument: _atelier_imaging_v1_ListModelsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelsResponse__Output>): grpc.ClientUnaryCall;
  ListModels(argument: _atelier_imaging_v1_ListModelsRequest, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelsResponse__Output>): grpc.ClientUnaryCall;
  listModels(argument: _atelier_imaging_v1_ListModelsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelsResponse__Output>): grpc.ClientUnaryCall;
  listModels(argument: _atelier_imaging_v1_ListModelsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelsResponse__Output>): grpc.ClientUnaryCall;
  listModels(argument: _atelier_imaging_v1_ListModelsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelsResponse__Output>): grpc.ClientUnaryCall;
  listModels(argument: _atelier_imaging_v1_ListModelsRequest, callback: grpc.requestCallback<_atelier_imaging_v1_ListModelsResponse__Output>): grpc.ClientUnaryCall;
  
  ListUserImages(argument: _atelier_imaging_v1_ListUserImagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListUserImagesResponse__Output>): grpc.ClientUnaryCall;
  ListUserImages(argument: _atelier_imaging_v1_ListUserImagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_ListUserImagesResponse__Output>): grpc.ClientUnaryCall;
  ListUserImages(argument: _atelier_imaging_v1_ListUserImagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListUserImagesResponse__Output>): grpc.ClientUnaryCall;
  ListUserImages(argument: _atelier_imaging_v1_ListUserImagesRequest, callback: grpc.requestCallback<_atelier_imaging_v1_ListUserImagesResponse__Output>): grpc.ClientUnaryCall;
  listUserImages(argument: _atelier_imaging_v1_ListUserImagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListUserImagesResponse__Output>): grpc.ClientUnaryCall;
  listUserImages(argument: _atelier_imaging_v1_ListUserImagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_ListUserImagesResponse__Output>): grpc.ClientUnaryCall;
  listUserImages(argument: _atelier_imaging_v1_ListUserImagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_ListUserImagesResponse__Output>): grpc.ClientUnaryCall;
  listUserImages(argument: _atelier_imaging_v1_ListUserImagesRequest, callback: grpc.requestCallback<_atelier_imaging_v1_ListUserImagesResponse__Output>): grpc.ClientUnaryCall;
  
  PauseModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  PauseModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  PauseModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  PauseModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  pauseModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  pauseModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  pauseModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  pauseModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  
  PruneJobs(argument: _atelier_imaging_v1_PruneJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_PruneJobsResponse__Output>): grpc.ClientUnaryCall;
  PruneJobs(argument: _atelier_imaging_v1_PruneJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_PruneJobsResponse__Output>): grpc.ClientUnaryCall;
  PruneJobs(argument: _atelier_imaging_v1_PruneJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_PruneJobsResponse__Output>): grpc.ClientUnaryCall;
  PruneJobs(argument: _atelier_imaging_v1_PruneJobsRequest, callback: grpc.requestCallback<_atelier_imaging_v1_PruneJobsResponse__Output>): grpc.ClientUnaryCall;
  pruneJobs(argument: _atelier_imaging_v1_PruneJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_PruneJobsResponse__Output>): grpc.ClientUnaryCall;
  pruneJobs(argument: _atelier_imaging_v1_PruneJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_PruneJobsResponse__Output>): grpc.ClientUnaryCall;
  pruneJobs(argument: _atelier_imaging_v1_PruneJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_PruneJobsResponse__Output>): grpc.ClientUnaryCall;
  pruneJobs(argument: _atelier_imaging_v1_PruneJobsRequest, callback: grpc.requestCallback<_atelier_imaging_v1_PruneJobsResponse__Output>): grpc.ClientUnaryCall;
  
  ResumeModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  ResumeModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  ResumeModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  ResumeModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  resumeModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  resumeModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  resumeModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  resumeModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, callback: grpc.requestCallback<_atelier_imaging_v1_GetModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  
  RetryJob(argument: _atelier_imaging_v1_JobIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  RetryJob(argument: _atelier_imaging_v1_JobIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  RetryJob(argument: _atelier_imaging_v1_JobIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  RetryJob(argument: _atelier_imaging_v1_JobIdRequest, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  retryJob(argument: _atelier_imaging_v1_JobIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  retryJob(argument: _atelier_imaging_v1_JobIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  retryJob(argument: _atelier_imaging_v1_JobIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  retryJob(argument: _atelier_imaging_v1_JobIdRequest, callback: grpc.requestCallback<_atelier_imaging_v1_JobResponse__Output>): grpc.ClientUnaryCall;
  
  SubmitJob(argument: _atelier_imaging_v1_SubmitJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_SubmitJobResponse__Output>): grpc.ClientUnaryCall;
  SubmitJob(argument: _atelier_imaging_v1_SubmitJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_SubmitJobResponse__Output>): grpc.ClientUnaryCall;
  SubmitJob(argument: _atelier_imaging_v1_SubmitJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_SubmitJobResponse__Output>): grpc.ClientUnaryCall;
  SubmitJob(argument: _atelier_imaging_v1_SubmitJobRequest, callback: grpc.requestCallback<_atelier_imaging_v1_SubmitJobResponse__Output>): grpc.ClientUnaryCall;
  submitJob(argument: _atelier_imaging_v1_SubmitJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_SubmitJobResponse__Output>): grpc.ClientUnaryCall;
  submitJob(argument: _atelier_imaging_v1_SubmitJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_SubmitJobResponse__Output>): grpc.ClientUnaryCall;
  submitJob(argument: _atelier_imaging_v1_SubmitJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_SubmitJobResponse__Output>): grpc.ClientUnaryCall;
  submitJob(argument: _atelier_imaging_v1_SubmitJobRequest, callback: grpc.requestCallback<_atelier_imaging_v1_SubmitJobResponse__Output>): grpc.ClientUnaryCall;
  
  TestModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_TestModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  TestModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_TestModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  TestModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_TestModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  TestModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, callback: grpc.requestCallback<_atelier_imaging_v1_TestModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  testModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_TestModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  testModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_TestModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  testModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_TestModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  testModelInstance(argument: _atelier_imaging_v1_ModelInstanceIdRequest, callback: grpc.requestCallback<_atelier_imaging_v1_TestModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  
  Unfollow(argument: _atelier_imaging_v1_FollowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  Unfollow(argument: _atelier_imaging_v1_FollowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  Unfollow(argument: _atelier_imaging_v1_FollowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  Unfollow(argument: _atelier_imaging_v1_FollowRequest, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  unfollow(argument: _atelier_imaging_v1_FollowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  unfollow(argument: _atelier_imaging_v1_FollowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  unfollow(argument: _atelier_imaging_v1_FollowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  unfollow(argument: _atelier_imaging_v1_FollowRequest, callback: grpc.requestCallback<_atelier_imaging_v1_FollowResponse__Output>): grpc.ClientUnaryCall;
  
  Unlike(argument: _atelier_imaging_v1_LikeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  Unlike(argument: _atelier_imaging_v1_LikeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  Unlike(argument: _atelier_imaging_v1_LikeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  Unlike(argument: _atelier_imaging_v1_LikeRequest, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  unlike(argument: _atelier_imaging_v1_LikeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  unlike(argument: _atelier_imaging_v1_LikeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  unlike(argument: _atelier_imaging_v1_LikeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  unlike(argument: _atelier_imaging_v1_LikeRequest, callback: grpc.requestCallback<_atelier_imaging_v1_LikeResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateModel(argument: _atelier_imaging_v1_UpdateModelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelResponse__Output>): grpc.ClientUnaryCall;
  UpdateModel(argument: _atelier_imaging_v1_UpdateModelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelResponse__Output>): grpc.ClientUnaryCall;
  UpdateModel(argument: _atelier_imaging_v1_UpdateModelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelResponse__Output>): grpc.ClientUnaryCall;
  UpdateModel(argument: _atelier_imaging_v1_UpdateModelRequest, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelResponse__Output>): grpc.ClientUnaryCall;
  updateModel(argument: _atelier_imaging_v1_UpdateModelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelResponse__Output>): grpc.ClientUnaryCall;
  updateModel(argument: _atelier_imaging_v1_UpdateModelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelResponse__Output>): grpc.ClientUnaryCall;
  updateModel(argument: _atelier_imaging_v1_UpdateModelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelResponse__Output>): grpc.ClientUnaryCall;
  updateModel(argument: _atelier_imaging_v1_UpdateModelRequest, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateModelInstance(argument: _atelier_imaging_v1_UpdateModelInstanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  UpdateModelInstance(argument: _atelier_imaging_v1_UpdateModelInstanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  UpdateModelInstance(argument: _atelier_imaging_v1_UpdateModelInstanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  UpdateModelInstance(argument: _atelier_imaging_v1_UpdateModelInstanceRequest, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  updateModelInstance(argument: _atelier_imaging_v1_UpdateModelInstanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  updateModelInstance(argument: _atelier_imaging_v1_UpdateModelInstanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  updateModelInstance(argument: _atelier_imaging_v1_UpdateModelInstanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  updateModelInstance(argument: _atelier_imaging_v1_UpdateModelInstanceRequest, callback: grpc.requestCallback<_atelier_imaging_v1_UpdateModelInstanceResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface ImagingServiceHandlers extends grpc.UntypedServiceImplementation {
  CancelJob: grpc.handleUnaryCall<_atelier_imaging_v1_JobIdRequest__Output, _atelier_imaging_v1_JobResponse>;
  
  CancelOwnJob: grpc.handleUnaryCall<_atelier_imaging_v1_CancelOwnJobRequest__Output, _atelier_imaging_v1_JobResponse>;
  
  CreateModel: grpc.handleUnaryCall<_atelier_imaging_v1_CreateModelRequest__Output, _atelier_imaging_v1_CreateModelResponse>;
  
  CreateModelInstance: grpc.handleUnaryCall<_atelier_imaging_v1_CreateModelInstanceRequest__Output, _atelier_imaging_v1_CreateModelInstanceResponse>;
  
  DeleteModel: grpc.handleUnaryCall<_atelier_imaging_v1_DeleteModelRequest__Output, _atelier_imaging_v1_DeleteModelResponse>;
  
  DeleteModelInstance: grpc.handleUnaryCall<_atelier_imaging_v1_DeleteModelInstanceRequest__Output, _atelier_imaging_v1_DeleteModelInstanceResponse>;
  
  Follow: grpc.handleUnaryCall<_atelier_imaging_v1_FollowRequest__Output, _atelier_imaging_v1_FollowResponse>;
  
  GetImage: grpc.handleUnaryCall<_atelier_imaging_v1_GetImageRequest__Output, _atelier_imaging_v1_GetImageResponse>;
  
  GetModel: grpc.handleUnaryCall<_atelier_imaging_v1_GetModelRequest__Output, _atelier_imaging_v1_GetModelResponse>;
  
  GetModelInstance: grpc.handleUnaryCall<_atelier_imaging_v1_GetModelInstanceRequest__Output, _atelier_imaging_v1_GetModelInstanceResponse>;
  
  Like: grpc.handleUnaryCall<_atelier_imaging_v1_LikeRequest__Output, _atelier_imaging_v1_LikeResponse>;
  
  ListFeed: grpc.handleUnaryCall<_atelier_imaging_v1_ListFeedRequest__Output, _atelier_imaging_v1_ListFeedResponse>;
  
  ListJobs: grpc.handleUnaryCall<_atelier_imaging_v1_ListJobsRequest__Output, _atelier_imaging_v1_ListJobsResponse>;
  
  ListModelInstances: grpc.handleUnaryCall<_atelier_imaging_v1_ListModelInstancesRequest__Output, _atelier_imaging_v1_ListModelInstancesResponse>;
  
  ListModels: grpc.handleUnaryCall<_atelier_imaging_v1_ListModelsRequest__Output, _atelier_imaging_v1_ListModelsResponse>;
  
  ListUserImages: grpc.handleUnaryCall<_atelier_imaging_v1_ListUserImagesRequest__Output, _atelier_imaging_v1_ListUserImagesResponse>;
  
  PauseModelInstance: grpc.handleUnaryCall<_atelier_imaging_v1_ModelInstanceIdRequest__Output, _atelier_imaging_v1_GetModelInstanceResponse>;
  
  PruneJobs: grpc.handleUnaryCall<_atelier_imaging_v1_PruneJobsRequest__Output, _atelier_imaging_v1_PruneJobsResponse>;
  
  ResumeModelInstance: grpc.handleUnaryCall<_atelier_imaging_v1_ModelInstanceIdRequest__Output, _atelier_imaging_v1_GetModelInstanceResponse>;
  
  RetryJob: grpc.handleUnaryCall<_atelier_imaging_v1_JobIdRequest__Output, _atelier_imaging_v1_JobResponse>;
  
  SubmitJob: grpc.handleUnaryCall<_atelier_imaging_v1_SubmitJobRequest__Output, _atelier_imaging_v1_SubmitJobResponse>;
  
  TestModelInstance: grpc.handleUnaryCall<_atelier_imaging_v1_ModelInstanceIdRequest__Output, _atelier_imaging_v1_TestModelInstanceResponse>;
  
  Unfollow: grpc.handleUnaryCall<_atelier_imaging_v1_FollowRequest__Output, _atelier_imaging_v1_FollowResponse>;
  
  Unlike: grpc.handleUnaryCall<_atelier_imaging_v1_LikeRequest__Output, _atelier_imaging_v1_LikeResponse>;
  
  UpdateModel: grpc.handleUnaryCall<_atelier_imaging_v1_UpdateModelRequest__Output, _atelier_imaging_v1_UpdateModelResponse>;
  
  UpdateModelInstance: grpc.handleUnaryCall<_atelier_imaging_v1_UpdateModelInstanceRequest__Output, _atelier_imaging_v1_UpdateModelInstanceResponse>;
  
}

export interface ImagingServiceDefinition extends grpc.ServiceDefinition {
  CancelJob: MethodDefinition<_atelier_imaging_v1_JobIdRequest, _atelier_imaging_v1_JobResponse, _atelier_imaging_v1_JobIdRequest__Output, _atelier_imaging_v1_JobResponse__Output>
  CancelOwnJob: MethodDefinition<_atelier_imaging_v1_CancelOwnJobRequest, _atelier_imaging_v1_JobResponse, _atelier_imaging_v1_CancelOwnJobRequest__Output, _atelier_imaging_v1_JobResponse__Output>
  CreateModel: MethodDefinition<_atelier_imaging_v1_CreateModelRequest, _atelier_imaging_v1_CreateModelResponse, _atelier_imaging_v1_CreateModelRequest__Output, _atelier_imaging_v1_CreateModelResponse__Output>
  CreateModelInstance: MethodDefinition<_atelier_imaging_v1_CreateModelInstanceRequest, _atelier_imaging_v1_CreateModelInstanceResponse, _atelier_imaging_v1_CreateModelInstanceRequest__Output, _atelier_imaging_v1_CreateModelInstanceResponse__Output>
  DeleteModel: MethodDefinition<_atelier_imaging_v1_DeleteModelRequest, _atelier_imaging_v1_DeleteModelResponse, _atelier_imaging_v1_DeleteModelRequest__Output, _atelier_imaging_v1_DeleteModelResponse__Output>
  DeleteModelInstance: MethodDefinition<_atelier_imaging_v1_DeleteModelInstanceRequest, _atelier_imaging_v1_DeleteModelInstanceResponse, _atelier_imaging_v1_DeleteModelInstanceRequest__Output, _atelier_imaging_v1_DeleteModelInstanceResponse__Output>
  Follow: MethodDefinition<_atelier_imaging_v1_FollowRequest, _atelier_imaging_v1_FollowResponse, _atelier_imaging_v1_FollowRequest__Output, _atelier_imaging_v1_FollowResponse__Output>
  GetImage: MethodDefinition<_atelier_imaging_v1_GetImageRequest, _atelier_imaging_v1_GetImageResponse, _atelier_imaging_v1_GetImageRequest__Output, _atelier_imaging_v1_GetImageResponse__Output>
  GetModel: MethodDefinition<_atelier_imaging_v1_GetModelRequest, _atelier_imaging_v1_GetModelResponse, _atelier_imaging_v1_GetModelRequest__Output, _atelier_imaging_v1_GetModelResponse__Output>
  GetModelInstance: MethodDefinition<_atelier_imaging_v1_GetModelInstanceRequest, _atelier_imaging_v1_GetModelInstanceResponse, _atelier_imaging_v1_GetModelInstanceRequest__Output, _atelier_imaging_v1_GetModelInstanceResponse__Output>
  Like: MethodDefinition<_atelier_imaging_v1_LikeRequest, _atelier_imaging_v1_LikeResponse, _atelier_imaging_v1_LikeRequest__Output, _atelier_imaging_v1_LikeResponse__Output>
  ListFeed: MethodDefinition<_atelier_imaging_v1_ListFeedRequest, _atelier_imaging_v1_ListFeedResponse, _atelier_imaging_v1_ListFeedRequest__Output, _atelier_imaging_v1_ListFeedResponse__Output>
  ListJobs: MethodDefinition<_atelier_imaging_v1_ListJobsRequest, _atelier_imaging_v1_ListJobsResponse, _atelier_imaging_v1_ListJobsRequest__Output, _atelier_imaging_v1_ListJobsResponse__Output>
  ListModelInstances: MethodDefinition<_atelier_imaging_v1_ListModelInstancesRequest, _atelier_imaging_v1_ListModelInstancesResponse, _atelier_imaging_v1_ListModelInstancesRequest__Output, _atelier_imaging_v1_ListModelInstancesResponse__Output>
  ListModels: MethodDefinition<_atelier_imaging_v1_ListModelsRequest, _atelier_imaging_v1_ListModelsResponse, _atelier_imaging_v1_ListModelsRequest__Output, _atelier_imaging_v1_ListModelsResponse__Output>
  ListUserImages: MethodDefinition<_atelier_imaging_v1_ListUserImagesRequest, _atelier_imaging_v1_ListUserImagesResponse, _atelier_imaging_v1_ListUserImagesRequest__Output, _atelier_imaging_v1_ListUserImagesResponse__Output>
  PauseModelInstance: MethodDefinition<_atelier_imaging_v1_ModelInstanceIdRequest, _atelier_imaging_v1_GetModelInstanceResponse, _atelier_imaging_v1_ModelInstanceIdRequest__Output, _atelier_imaging_v1_GetModelInstanceResponse__Output>
  PruneJobs: MethodDefinition<_atelier_imaging_v1_PruneJobsRequest, _atelier_imaging_v1_PruneJobsResponse, _atelier_imaging_v1_PruneJobsRequest__Output, _atelier_imaging_v1_PruneJobsResponse__Output>
  ResumeModelInstance: MethodDefinition<_atelier_imaging_v1_ModelInstanceIdRequest, _atelier_imaging_v1_GetModelInstanceResponse, _atelier_imaging_v1_ModelInstanceIdRequest__Output, _atelier_imaging_v1_GetModelInstanceResponse__Output>
  RetryJob: MethodDefinition<_atelier_imaging_v1_JobIdRequest, _atelier_imaging_v1_JobResponse, _atelier_imaging_v1_JobIdRequest__Output, _atelier_imaging_v1_JobResponse__Output>
  SubmitJob: MethodDefinition<_atelier_imaging_v1_SubmitJobRequest, _atelier_imaging_v1_SubmitJobResponse, _atelier_imaging_v1_SubmitJobRequest__Output, _atelier_imaging_v1_SubmitJobResponse__Output>
  TestModelInstance: MethodDefinition<_atelier_imaging_v1_ModelInstanceIdRequest, _atelier_imaging_v1_TestModelInstanceResponse, _atelier_imaging_v1_ModelInstanceIdRequest__Output, _atelier_imaging_v1_TestModelInstanceResponse__Output>
  Unfollow: MethodDefinition<_atelier_imaging_v1_FollowRequest, _atelier_imaging_v1_FollowResponse, _atelier_imaging_v1_FollowRequest__Output, _atelier_imaging_v1_FollowResponse__Output>
  Unlike: MethodDefinition<_atelier_imaging_v1_LikeRequest, _atelier_imaging_v1_LikeResponse, _atelier_imaging_v1_LikeRequest__Output, _atelier_imaging_v1_LikeResponse__Output>
  UpdateModel: MethodDefinition<_atelier_imaging_v1_UpdateModelRequest, _atelier_imaging_v1_UpdateModelResponse, _atelier_imaging_v1_UpdateModelRequest__Output, _atelier_imaging_v1_UpdateModelResponse__Output>
  UpdateModelInstance: MethodDefinition<_atelier_imaging_v1_UpdateModelInstanceRequest, _atelier_imaging_v1_UpdateModelInstanceResponse, _atelier_imaging_v1_UpdateModelInstanceRequest__Output, _atelier_imaging_v1_UpdateModelInstanceResponse__Output>
}
