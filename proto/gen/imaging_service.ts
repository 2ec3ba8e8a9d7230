import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CancelOwnJobRequest as _atelier_imaging_v1_CancelOwnJobRequest, CancelOwnJobRequest__Output as _atelier_imaging_v1_CancelOwnJobRequest__Output } from './atelier/imaging/v1/CancelOwnJobRequest';
import type { CreateModelInstanceRequest as _atelier_imaging_v1_CreateModelInstanceRequest, CreateModelInstanceRequest__Output as _atelier_imaging_v1_CreateModelInstanceRequest__Output } from './atelier/imaging/v1/CreateModelInstanceRequest';
import type { CreateModelInstanceResponse as _atelier_imaging_v1_CreateModelInstanceResponse, CreateModelInstanceResponse__Output as _atelier_imaging_v1_CreateModelInstanceResponse__Output } from './atelier/imaging/v1/CreateModelInstanceResponse';
import type { CreateModelRequest as _atelier_imaging_v1_CreateModelRequest, CreateModelRequest__Output as _atelier_imaging_v1_CreateModelRequest__Output } from './atelier/imaging/v1/CreateModelRequest';
import type { CreateModelResponse as _atelier_imaging_v1_CreateModelResponse, CreateModelResponse__Output as _atelier_imaging_v1_CreateModelResponse__Output } from './atelier/imaging/v1/CreateModelResponse';
import type { DeleteModelInstanceRequest as _atelier_imaging_v1_DeleteModelInstanceRequest, DeleteModelInstanceRequest__Output as _atelier_imaging_v1_DeleteModelInstanceRequest__Output } from './atelier/imaging/v1/DeleteModelInstanceRequest';
import type { DeleteModelInstanceResponse as _atelier_imaging_v1_DeleteModelInstanceResponse, DeleteModelInstanceResponse__Output as _atelier_imaging_v1_DeleteModelInstanceResponse__Output } from './atelier/imaging/v1/DeleteModelInstanceResponse';
import type { DeleteModelRequest as _atelier_imaging_v1_DeleteModelRequest, DeleteModelRequest__Output as _atelier_imaging_v1_DeleteModelRequest__Output } from './atelier/imaging/v1/DeleteModelRequest';
import type { DeleteModelResponse as _atelier_imaging_v1_DeleteModelResponse, DeleteModelResponse__Output as _atelier_imaging_v1_DeleteModelResponse__Output } from './atelier/imaging/v1/DeleteModelResponse';
import type { FeedImage as _atelier_imaging_v1_FeedImage, FeedImage__Output as _atelier_imaging_v1_FeedImage__Output } from './atelier/imaging/v1/FeedImage';
import type { FollowRequest as _atelier_imaging_v1_FollowRequest, FollowRequest__Output as _atelier_imaging_v1_FollowRequest__Output } from './atelier/imaging/v1/FollowRequest';
import type { FollowResponse as _atelier_imaging_v1_FollowResponse, FollowResponse__Output as _atelier_imaging_v1_FollowResponse__Output } from './atelier/imaging/v1/FollowResponse';
import type { GetImageRequest as _atelier_imaging_v1_GetImageRequest, GetImageRequest__Output as _atelier_imaging_v1_GetImageRequest__Output } from './atelier/imaging/v1/GetImageRequest';
import type { GetImageResponse as _atelier_imaging_v1_GetImageResponse, GetImageResponse__Output as _atelier_imaging_v1_GetImageResponse__Output } from './atelier/imaging/v1/GetImageResponse';
import type { GetModelInstanceRequest as _atelier_imaging_v1_GetModelInstanceRequest, GetModelInstanceRequest__Output as _atelier_imaging_v1_GetModelInstanceRequest__Output } from './atelier/imaging/v1/GetModelInstanceRequest';
import type { GetModelInstanceResponse as _atelier_imaging_v1_GetModelInstanceResponse, GetModelInstanceResponse__Output as _atelier_imaging_v1_GetModelInstanceResponse__Output } from './atelier/imaging/v1/GetModelInstanceResponse';
import type { GetModelRequest as _atelier_imaging_v1_GetModelRequest, GetModelRequest__Output as _atelier_imaging_v1_GetModelRequest__Output } from './atelier/imaging/v1/GetModelRequest';
import type { GetModelResponse as _atelier_imaging_v1_GetModelResponse, GetModelResponse__Output as _atelier_imaging_v1_GetModelResponse__Output } from './atelier/imaging/v1/GetModelResponse';
import type { Image as _atelier_imaging_v1_Image, Image__Output as _atelier_imaging_v1_Image__Output } from './atelier/imaging/v1/Image';
import type { ImagingServiceClient as _atelier_imaging_v1_ImagingServiceClient, ImagingServiceDefinition as _atelier_imaging_v1_ImagingServiceDefinition } from './atelier/imaging/v1/ImagingService';
import type { InstanceHealth as _atelier_imaging_v1_InstanceHealth, InstanceHealth__Output as _atelier_imaging_v1_InstanceHealth__Output } from './atelier/imaging/v1/InstanceHealth';
import type { Job as _atelier_imaging_v1_Job, Job__Output as _atelier_imaging_v1_Job__Output } from './atelier/imaging/v1/Job';
import type { JobCounts as _atelier_imaging_v1_JobCounts, JobCounts__Output as _atelier_imaging_v1_JobCounts__Output } from './atelier/imaging/v1/JobCounts';
import type { JobIdRequest as _atelier_imaging_v1_JobIdRequest, JobIdRequest__Output as _atelier_imaging_v1_JobIdRequest__Output } from './atelier/imaging/v1/JobIdRequest';
import type { JobResponse as _atelier_imaging_v1_JobResponse, JobResponse__Output as _atelier_imaging_v1_JobResponse__Output } from './atelier/imaging/v1/JobResponse';
import type { LikeRequest as _atelier_imaging_v1_LikeRequest, LikeRequest__Output as _atelier_imaging_v1_LikeRequest__Output } from './atelier/imaging/v1/LikeRequest';
import type { LikeResponse as _atelier_imaging_v1_LikeResponse, LikeResponse__Output as _atelier_imaging_v1_LikeResponse__Output } from './atelier/imaging/v1/LikeResponse';
import type { ListFeedRequest as _atelier_imaging_v1_ListFeedRequest, ListFeedRequest__Output as _atelier_imaging_v1_ListFeedRequest__Output } from './atelier/imaging/v1/ListFeedRequest';
import type { ListFeedResponse as _atelier_imaging_v1_ListFeedResponse, ListFeedResponse__Output as _atelier_imaging_v1_ListFeedResponse__Output } from './atelier/imaging/v1/ListFeedResponse';
import type { ListJobsRequest as _atelier_imaging_v1_ListJobsRequest, ListJobsRequest__Output as _atelier_imaging_v1_ListJobsRequest__Output } from './atelier/imaging/v1/ListJobsRequest';
import type { ListJobsResponse as _atelier_imaging_v1_ListJobsResponse, ListJobsResponse__Output as _atelier_imaging_v1_ListJobsResponse__Output } from './atelier/imaging/v1/ListJobsResponse';
import type { ListModelInstancesRequest as _atelier_imaging_v1_ListModelInstancesRequest, ListModelInstancesRequest__Output as _atelier_imaging_v1_ListModelInstancesRequest__Output } from './atelier/imaging/v1/ListModelInstancesRequest';
import type { ListModelInstancesResponse as _atelier_imaging_v1_ListModelInstancesResponse, ListModelInstancesResponse__Output as _atelier_imaging_v1_ListModelInstancesResponse__Output } from './atelier/imaging/v1/ListModelInstancesResponse';
import type { ListModelsRequest as _atelier_imaging_v1_ListModelsRequest, ListModelsRequest__Output as _atelier_imaging_v1_ListModelsRequest__Output } from './atelier/imaging/v1/ListModelsRequest';
import type { ListModelsResponse as _atelier_imaging_v1_ListModelsResponse, ListModelsResponse__Output as _atelier_imaging_v1_ListModelsResponse__Output } from './atelier/imaging/v1/ListModelsResponse';
import type { ListUserImagesRequest as _atelier_imaging_v1_ListUserImagesRequest, ListUserImagesRequest__Output as _atelier_imaging_v1_ListUserImagesRequest__Output } from './atelier/imaging/v1/ListUserImagesRequest';
import type { ListUserImagesResponse as _atelier_imaging_v1_ListUserImagesResponse, ListUserImagesResponse__Output as _atelier_imaging_v1_ListUserImagesResponse__Output } from './atelier/imaging/v1/ListUserImagesResponse';
import type { Model as _atelier_imaging_v1_Model, Model__Output as _atelier_imaging_v1_Model__Output } from './atelier/imaging/v1/Model';
import type { ModelInstance as _atelier_imaging_v1_ModelInstance, ModelInstance__Output as _atelier_imaging_v1_ModelInstance__Output } from './atelier/imaging/v1/ModelInstance';
import type { ModelInstanceIdRequest as _atelier_imaging_v1_ModelInstanceIdRequest, ModelInstanceIdRequest__Output as _atelier_imaging_v1_ModelInstanceIdRequest__Output } from './atelier/imaging/v1/ModelInstanceIdRequest';
import type { PruneJobsRequest as _atelier_imaging_v1_PruneJobsRequest, PruneJobsRequest__Output as _atelier_imaging_v1_PruneJobsRequest__Output } from './atelier/imaging/v1/PruneJobsRequest';
import type { PruneJobsResponse as _atelier_imaging_v1_PruneJobsResponse, PruneJobsResponse__Output as _atelier_imaging_v1_PruneJobsResponse__Output } from './atelier/imaging/v1/PruneJobsResponse';
import type { SubmitJobRequest as _atelier_imaging_v1_SubmitJobRequest, SubmitJobRequest__Output as _atelier_imaging_v1_SubmitJobRequest__Output } from './atelier/imaging/v1/SubmitJobRequest';
import type { SubmitJobResponse as _atelier_imaging_v1_SubmitJobResponse, SubmitJobResponse__Output as _atelier_imaging_v1_SubmitJobResponse__Output } from './atelier/imaging/v1/SubmitJobResponse';
import type { TestModelInstanceResponse as _atelier_imaging_v1_TestModelInstanceResponse, TestModelInstanceResponse__Output as _atelier_imaging_v1_TestModelInstanceResponse__Output } from './atelier/imaging/v1/TestModelInstanceResponse';
import type { UpdateModelInstanceRequest as _atelier_imaging_v1_UpdateModelInstanceRequest, UpdateModelInstanceRequest__Output as _atelier_imaging_v1_UpdateModelInstanceRequest__Output } from './atelier/imaging/v1/UpdateModelInstanceRequest';
import type { UpdateModelInstanceResponse as _atelier_imaging_v1_UpdateModelInstanceResponse, UpdateModelInstanceResponse__Output as _atelier_imaging_v1_UpdateModelInstanceResponse__Output } from './atelier/imaging/v1/UpdateModelInstanceResponse';
import type { UpdateModelRequest as _atelier_imaging_v1_UpdateModelRequest, UpdateModelRequest__Output as _atelier_imaging_v1_UpdateModelRequest__Output } from './atelier/imaging/v1/UpdateModelRequest';
import type { UpdateModelResponse as _atelier_imaging_v1_UpdateModelResponse, UpdateModelResponse__Output as _atelier_imaging_v1_UpdateModelResponse__Output } from './atelier/imaging/v1/UpdateModelResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  atelier: {
    imaging: {
      v1: {
        CancelOwnJobRequest: MessageTypeDefinition<_atelier_imaging_v1_CancelOwnJobRequest, _atelier_imaging_v1_CancelOwnJobRequest__Output>
        CreateModelInstanceRequest: MessageTypeDefinition<_atelier_imaging_v1_CreateModelInstanceRequest, _atelier_imaging_v1_CreateModelInstanceRequest__Output>
        CreateModelInstanceResponse: MessageTypeDefinition<_atelier_imaging_v1_CreateModelInstanceResponse, _atelier_imaging_v1_CreateModelInstanceResponse__Output>
        CreateModelRequest: MessageTypeDefinition<_atelier_imaging_v1_CreateModelRequest, _atelier_imaging_v1_CreateModelRequest__Output>
        CreateModelResponse: MessageTypeDefinition<_atelier_imaging_v1_CreateModelResponse, _atelier_imaging_v1_CreateModelResponse__Output>
        DeleteModelInstanceRequest: MessageTypeDefinition<_atelier_imaging_v1_DeleteModelInstanceRequest, _atelier_imaging_v1_DeleteModelInstanceRequest__Output>
        DeleteModelInstanceResponse: MessageTypeDefinition<_atelier_imaging_v1_DeleteModelInstanceResponse, _atelier_imaging_v1_DeleteModelInstanceResponse__Output>
        DeleteModelRequest: MessageTypeDefinition<_atelier_imaging_v1_DeleteModelRequest, _atelier_imaging_v1_DeleteModelRequest__Output>
        DeleteModelResponse: MessageTypeDefinition<_atelier_imaging_v1_DeleteModelResponse, _atelier_imaging_v1_DeleteModelResponse__Output>
        FeedImage: MessageTypeDefinition<_atelier_imaging_v1_FeedImage, _atelier_imaging_v1_FeedImage__Output>
        FollowRequest: MessageTypeDefinition<_atelier_imaging_v1_FollowRequest, _atelier_imaging_v1_FollowRequest__Output>
        FollowResponse: MessageTypeDefinition<_atelier_imaging_v1_FollowResponse, _atelier_imaging_v1_FollowResponse__Output>
        GetImageRequest: MessageTypeDefinition<_atelier_imaging_v1_GetImageRequest, _atelier_imaging_v1_GetImageRequest__Output>
        GetImageResponse: MessageTypeDefinition<_atelier_imaging_v1_GetImageResponse, _atelier_imaging_v1_GetImageResponse__Output>
        GetModelInstanceRequest: MessageTypeDefinition<_atelier_imaging_v1_GetModelInstanceRequest, _atelier_imaging_v1_GetModelInstanceRequest__Output>
        GetModelInstanceResponse: MessageTypeDefinition<_atelier_imaging_v1_GetModelInstanceResponse, _atelier_imaging_v1_GetModelInstanceResponse__Output>
        GetModelRequest: MessageTypeDefinition<_atelier_imaging_v1_GetModelRequest, _atelier_imaging_v1_GetModelRequest__Output>
        GetModelResponse: MessageTypeDefinition<_atelier_imaging_v1_GetModelResponse, _atelier_imaging_v1_GetModelResponse__Output>
        Image: MessageTypeDefinition<_atelier_imaging_v1_Image, _atelier_imaging_v1_Image__Output>
        ImagingService: SubtypeConstructor<typeof grpc.Client, _atelier_imaging_v1_ImagingServiceClient> & { service: _atelier_imaging_v1_ImagingServiceDefinition }
        InstanceHealth: MessageTypeDefinition<_atelier_imaging_v1_InstanceHealth, _atelier_imaging_v1_InstanceHealth__Output>
        Job: MessageTypeDefinition<_atelier_imaging_v1_Job, _atelier_imaging_v1_Job__Output>
        JobCounts: MessageTypeDefinition<_atelier_imaging_v1_JobCounts, _atelier_imaging_v1_JobCounts__Output>
        JobIdRequest: MessageTypeDefinition<_atelier_imaging_v1_JobIdRequest, _atelier_imaging_v1_JobIdRequest__Output>
        JobResponse: MessageTypeDefinition<_atelier_imaging_v1_JobResponse, _atelier_imaging_v1_JobResponse__Output>
        LikeRequest: MessageTypeDefinition<_atelier_imaging_v1_LikeRequest, _atelier_imaging_v1_LikeRequest__Output>
        LikeResponse: MessageTypeDefinition<_atelier_imaging_v1_LikeResponse, _atelier_imaging_v1_LikeResponse__Output>
        ListFeedRequest: MessageTypeDefinition<_atelier_imaging_v1_ListFeedRequest, _atelier_imaging_v1_ListFeedRequest__Output>
        ListFeedResponse: MessageTypeDefinition<_atelier_imaging_v1_ListFeedResponse, _atelier_imaging_v1_ListFeedResponse__Output>
        ListJobsRequest: MessageTypeDefinition<_atelier_imaging_v1_ListJobsRequest, _atelier_imaging_v1_ListJobsRequest__Output>
        ListJobsResponse: MessageTypeDefinition<_atelier_imaging_v1_ListJobsResponse, _atelier_imaging_v1_ListJobsResponse__Output>
        ListModelInstancesRequest: MessageTypeDefinition<_atelier_imaging_v1_ListModelInstancesRequest, _atelier_imaging_v1_ListModelInstancesRequest__Output>
        ListModelInstancesResponse: MessageTypeDefinition<_atelier_imaging_v1_ListModelInstancesResponse, _atelier_imaging_v1_ListModelInstancesResponse__Output>
        ListModelsRequest: MessageTypeDefinition<_atelier_imaging_v1_ListModelsRequest, _atelier_imaging_v1_ListModelsRequest__Output>
        ListModelsResponse: MessageTypeDefinition<_atelier_imaging_v1_ListModelsResponse, _atelier_imaging_v1_ListModelsResponse__Output>
        ListUserImagesRequest: MessageTypeDefinition<_atelier_imaging_v1_ListUserImagesRequest, _atelier_imaging_v1_ListUserImagesRequest__Output>
        ListUserImagesResponse: MessageTypeDefinition<_atelier_imaging_v1_ListUserImagesResponse, _atelier_imaging_v1_ListUserImagesResponse__Output>
        Model: MessageTypeDefinition<_atelier_imaging_v1_Model, _atelier_imaging_v1_Model__Output>
        ModelInstance: MessageTypeDefinition<_atelier_imaging_v1_ModelInstance, _atelier_imaging_v1_ModelInstance__Output>
        ModelInstanceIdRequest: MessageTypeDefinition<_atelier_imaging_v1_ModelInstanceIdRequest, _atelier_imaging_v1_ModelInstanceIdRequest__Output>
        PruneJobsRequest: MessageTypeDefinition<_atelier_imaging_v1_PruneJobsRequest, _atelier_imaging_v1_PruneJobsRequest__Output>
        PruneJobsResponse: MessageTypeDefinition<_atelier_imaging_v1_PruneJobsResponse, _atelier_imaging_v1_PruneJobsResponse__Output>
        SubmitJobRequest: MessageTypeDefinition<_atelier_imaging_v1_SubmitJobRequest, _atelier_imaging_v1_SubmitJobRequest__Output>
        SubmitJobResponse: MessageTypeDefinition<_atelier_imaging_v1_SubmitJobResponse, _atelier_imaging_v1_SubmitJobResponse__Output>
        TestModelInstanceResponse: MessageTypeDefinition<_atelier_imaging_v1_TestModelInstanceResponse, _atelier_imaging_v1_TestModelInstanceResponse__Output>
        UpdateModelInstanceRequest: MessageTypeDefinition<_atelier_imaging_v1_UpdateModelInstanceRequest, _atelier_imaging_v1_UpdateModelInstanceRequest__Output>
        UpdateModelInstanceResponse: MessageTypeDefinition<_atelier_imaging_v1_UpdateModelInstanceResponse, _atelier_imaging_v1_UpdateModelInstanceResponse__Output>
        UpdateModelRequest: MessageTypeDefinition<_atelier_imaging_v1_UpdateModelRequest, _atelier_imaging_v1_UpdateModelRequest__Output>
        UpdateModelResponse: MessageTypeDefinition<_atelier_imaging_v1_UpdateModelResponse, _atelier_imaging_v1_UpdateModelResponse__Output>
      }
    }
  }
}

