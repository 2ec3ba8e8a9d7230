// Original file: atelier/billing/v1/billing_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AdjustCreditsRequest as _atelier_billing_v1_AdjustCreditsRequest, AdjustCreditsRequest__Output as _atelier_billing_v1_AdjustCreditsRequest__Output } from '../../../atelier/billing/v1/AdjustCreditsRequest';
import type { AdjustCreditsResponse as _atelier_billing_v1_AdjustCreditsResponse, AdjustCreditsResponse__Output as _atelier_billing_v1_AdjustCreditsResponse__Output } from '../../../atelier/billing/v1/AdjustCreditsResponse';
import type { CreateOrderRequest as _atelier_billing_v1_CreateOrderRequest, CreateOrderRequest__Output as _atelier_billing_v1_CreateOrderRequest__Output } from '../../../atelier/billing/v1/CreateOrderRequest';
import type { CreateOrderResponse as _atelier_billing_v1_CreateOrderResponse, CreateOrderResponse__Output as _atelier_billing_v1_CreateOrderResponse__Output } from '../../../atelier/billing/v1/CreateOrderResponse';
import type { DeletePlanRequest as _atelier_billing_v1_DeletePlanRequest, DeletePlanRequest__Output as _atelier_billing_v1_DeletePlanRequest__Output } from '../../../atelier/billing/v1/DeletePlanRequest';
import type { DeletePlanResponse as _atelier_billing_v1_DeletePlanResponse, DeletePlanResponse__Output as _atelier_billing_v1_DeletePlanResponse__Output } from '../../../atelier/billing/v1/DeletePlanResponse';
import type { GetCreditsBatchRequest as _atelier_billing_v1_GetCreditsBatchRequest, GetCreditsBatchRequest__Output as _atelier_billing_v1_GetCreditsBatchRequest__Output } from '../../../atelier/billing/v1/GetCreditsBatchRequest';
import type { GetCreditsBatchResponse as _atelier_billing_v1_GetCreditsBatchResponse, GetCreditsBatchResponse__Output as _atelier_billing_v1_GetCreditsBatchResponse__Output } from '../../../atelier/billing/v1/GetCreditsBatchResponse';
import type { GetCreditsRequest as _atelier_billing_v1_GetCreditsRequest, GetCreditsRequest__Output as _atelier_billing_v1_GetCreditsRequest__Output } from '../../../atelier/billing/v1/GetCreditsRequest';
import type { GetCreditsResponse as _atelier_billing_v1_GetCreditsResponse, GetCreditsResponse__Output as _atelier_billing_v1_GetCreditsResponse__Output } from '../../../atelier/billing/v1/GetCreditsResponse';
import type { GetInvoiceRequest as _atelier_billing_v1_GetInvoiceRequest, GetInvoiceRequest__Output as _atelier_billing_v1_GetInvoiceRequest__Output } from '../../../atelier/billing/v1/GetInvoiceRequest';
import type { GetInvoiceResponse as _atelier_billing_v1_GetInvoiceResponse, GetInvoiceResponse__Output as _atelier_billing_v1_GetInvoiceResponse__Output } from '../../../atelier/billing/v1/GetInvoiceResponse';
import type { HandleWebhookRequest as _atelier_billing_v1_HandleWebhookRequest, HandleWebhookRequest__Output as _atelier_billing_v1_HandleWebhookRequest__Output } from '../../../atelier/billing/v1/HandleWebhookRequest';
import type { HandleWebhookResponse as _atelier_billing_v1_HandleWebhookResponse, HandleWebhookResponse__Output as _atelier_billing_v1_HandleWebhookResponse__Output } from '../../../atelier/billing/v1/HandleWebhookResponse';
import type { HoldRequest as _atelier_billing_v1_HoldRequest, HoldRequest__Output as _atelier_billing_v1_HoldRequest__Output } from '../../../atelier/billing/v1/HoldRequest';
import type { HoldResponse as _atelier_billing_v1_HoldResponse, HoldResponse__Output as _atelier_billing_v1_HoldResponse__Output } from '../../../atelier/billing/v1/HoldResponse';
import type { ListCreditsBurnResponse as _atelier_billing_v1_ListCreditsBurnResponse, ListCreditsBurnResponse__Output as _atelier_billing_v1_ListCreditsBurnResponse__Output } from '../../../atelier/billing/v1/ListCreditsBurnResponse';
import type { ListPageRequest as _atelier_billing_v1_ListPageRequest, ListPageRequest__Output as _atelier_billing_v1_ListPageRequest__Output } from '../../../atelier/billing/v1/ListPageRequest';
import type { ListPlansRequest as _atelier_billing_v1_ListPlansRequest, ListPlansRequest__Output as _atelier_billing_v1_ListPlansRequest__Output } from '../../../atelier/billing/v1/ListPlansRequest';
import type { ListPlansResponse as _atelier_billing_v1_ListPlansResponse, ListPlansResponse__Output as _atelier_billing_v1_ListPlansResponse__Output } from '../../../atelier/billing/v1/ListPlansResponse';
import type { ListTransactionsResponse as _atelier_billing_v1_ListTransactionsResponse, ListTransactionsResponse__Output as _atelier_billing_v1_ListTransactionsResponse__Output } from '../../../atelier/billing/v1/ListTransactionsResponse';
import type { PlanInput as _atelier_billing_v1_PlanInput, PlanInput__Output as _atelier_billing_v1_PlanInput__Output } from '../../../atelier/billing/v1/PlanInput';
import type { PlanResponse as _atelier_billing_v1_PlanResponse, PlanResponse__Output as _atelier_billing_v1_PlanResponse__Output } from '../../../atelier/billing/v1/PlanResponse';
import type { SetSubscriptionRequest as _atelier_billing_v1_SetSubscriptionRequest, SetSubscriptionRequest__Output as _atelier_billing_v1_SetSubscriptionRequest__Output } from '../../../atelier/billing/v1/SetSubscriptionRequest';
import type { SetSubscriptionResponse as _atelier_billing_v1_SetSubscriptionResponse, SetSubscriptionResponse__Output as _atelier_billing_v1_SetSubscriptionResponse__Output } from '../../../atelier/billing/v1/SetSubscriptionResponse';
import type { SettleRequest as _atelier_billing_v1_SettleRequest, SettleRequest__Output as _atelier_billing_v1_SettleRequest__Output } from '../../../atelier/billing/v1/SettleRequest';
import type { SettleResponse as _atelier_billing_v1_SettleResponse, SettleResponse__Output as _atelier_billing_v1_SettleResponse__Output } from '../../../atelier/billing/v1/SettleResponse';
import type { UpdatePlanRequest as _atelier_billing_v1_UpdatePlanRequest, UpdatePlanRequest__Output as _atelier_billing_v1_UpdatePlanRequest__Output } from '../../../atelier/billing/v1/UpdatePlanRequest';
import type { VerifyPaymentRequest as _atelier_billing_v1_VerifyPaymentRequest, VerifyPaymentRequest__Output as _atelier_billing_v1_VerifyPaymentRequest__Output } from '../../../atelier/billing/v1/VerifyPaymentRequest';
import type { VerifyPaymentResponse as _atelier_billing_v1_VerifyPaymentResponse, VerifyPaymentResponse__Output as _atelier_billing_v1_VerifyPaymentResponse__Output } from '../../../atelier/billing/v1/VerifyPaymentResponse';

export interface BillingServiceClient extends grpc.Client {
  AdjustCredits(argument: _atelier_billing_v1_AdjustCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_AdjustCreditsResponse__Output>): grpc.ClientUnaryCall;
  AdjustCredits(argument: _atelier_billing_v1_AdjustCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_AdjustCreditsResponse__Output>): grpc.ClientUnaryCall;
  AdjustCredits(argument: _atelier_billing_v1_AdjustCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_AdjustCreditsResponse__Output>): grpc.ClientUnaryCall;
  AdjustCredits(argument: _atelier_billing_v1_AdjustCreditsRequest, callback: grpc.requestCallback<_atelier_billing_v1_AdjustCreditsResponse__Output>): grpc.ClientUnaryCall;
  adjustCredits(argument: _atelier_billing_v1_AdjustCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_AdjustCreditsResponse__Output>): grpc.ClientUnaryCall;
  adjustCredits(argument: _atelier_billing_v1_AdjustCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_AdjustCreditsResponse__Output>): grpc.ClientUnaryCall;
  adjustCredits(argument: _atelier_billing_v1_AdjustCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_AdjustCreditsResponse__Output>): grpc.ClientUnaryCall;
  adjustCredits(argument: _atelier_billing_v1_AdjustCreditsRequest, callback: grpc.requestCallback<_atelier_billing_v1_AdjustCreditsResponse__Output>): grpc.ClientUnaryCall;
  
  Capture(argument: _atelier_billing_v1_SettleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  Capture(argument: _atelier_billing_v1_SettleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  Capture(argument: _atelier_billing_v1_SettleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  Capture(argument: _atelier_billing_v1_SettleRequest, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  capture(argument: _atelier_billing_v1_SettleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  capture(argument: _atelier_billing_v1_SettleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  capture(argument: _atelier_billing_v1_SettleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  capture(argument: _atelier_billing_v1_SettleRequest, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  
  CreateOrder(argument: _atelier_billing_v1_CreateOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  CreateOrder(argument: _atelier_billing_v1_CreateOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  CreateOrder(argument: _atelier_billing_v1_CreateOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  CreateOrder(argument: _atelier_billing_v1_CreateOrderRequest, callback: grpc.requestCallback<_atelier_billing_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _atelier_billing_v1_CreateOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _atelier_billing_v1_CreateOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _atelier_billing_v1_CreateOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  createOrder(argument: _atelier_billing_v1_CreateOrderRequest, callback: grpc.requestCallback<_atelier_billing_v1_CreateOrderResponse__Output>): grpc.ClientUnaryCall;
  
  CreatePlan(argument: _atelier_billing_v1_PlanInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  CreatePlan(argument: _atelier_billing_v1_PlanInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  CreatePlan(argument: _atelier_billing_v1_PlanInput, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  CreatePlan(argument: _atelier_billing_v1_PlanInput, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  createPlan(argument: _atelier_billing_v1_PlanInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  createPlan(argument: _atelier_billing_v1_PlanInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  createPlan(argument: _atelier_billing_v1_PlanInput, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  createPlan(argument: _atelier_billing_v1_PlanInput, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  
  DeletePlan(argument: _atelier_billing_v1_DeletePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_DeletePlanResponse__Output>): grpc.ClientUnaryCall;
  DeletePlan(argument: _atelier_billing_v1_DeletePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_DeletePlanResponse__Output>): grpc.ClientUnaryCall;
  DeletePlan(argument: _atelier_billing_v1_DeletePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_DeletePlanResponse__Output>): grpc.ClientUnaryCall;
  DeletePlan(argument: _atelier_billing_v1_DeletePlanRequest, callback: grpc.requestCallback<_atelier_billing_v1_DeletePlanResponse__Output>): grpc.ClientUnaryCall;
  deletePlan(argument: _atelier_billing_v1_DeletePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_DeletePlanResponse__Output>): grpc.ClientUnaryCall;
  deletePlan(argument: _atelier_billing_v1_DeletePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_DeletePlanResponse__Output>): grpc.ClientUnaryCall;
  deletePlan(argument: _atelier_billing_v1_DeletePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_DeletePlanResponse__Output>): grpc.ClientUnaryCall;
  deletePlan(argument: _atelier_billing_v1_DeletePlanRequest, callback: grpc.requestCallback<_atelier_billing_v1_DeletePlanResponse__Output>): grpc.ClientUnaryCall;
  
  GetCredits(argument: _atelier_billing_v1_GetCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsResponse__Output>): grpc.ClientUnaryCall;
  GetCredits(argument: _atelier_billing_v1_GetCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsResponse__Output>): grpc.ClientUnaryCall;
  GetCredits(argument: _atelier_billing_v1_GetCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsResponse__Output>): grpc.ClientUnaryCall;
  GetCredits(argument: _atelier_billing_v1_GetCreditsRequest, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsResponse__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _atelier_billing_v1_GetCreditsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsResponse__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _atelier_billing_v1_GetCreditsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsResponse__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _atelier_billing_v1_GetCreditsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsResponse__Output>): grpc.ClientUnaryCall;
  getCredits(argument: _atelier_billing_v1_GetCreditsRequest, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsResponse__Output>): grpc.ClientUnaryCall;
  
  GetCreditsBatch(argument: _atelier_billing_v1_GetCreditsBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsBatchResponse__Output>): grpc.ClientUnaryCall;
  GetCreditsBatch(argument: _atelier_billing_v1_GetCreditsBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsBatchResponse__Output>): grpc.ClientUnaryCall;
  GetCreditsBatch(argument: _atelier_billing_v1_GetCreditsBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsBatchResponse__Output>): grpc.ClientUnaryCall;
  GetCreditsBatch(argument: _atelier_billing_v1_GetCreditsBatchRequest, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsBatchResponse__Output>): grpc.ClientUnaryCall;
  getCreditsBatch(argument: _atelier_billing_v1_GetCreditsBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsBatchResponse__Output>): grpc.ClientUnaryCall;
  getCreditsBatch(argument: _atelier_billing_v1_GetCreditsBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsBatchResponse__Output>): grpc.ClientUnaryCall;
  getCreditsBatch(argument: _atelier_billing_v1_GetCreditsBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsBatchResponse__Output>): grpc.ClientUnaryCall;
  getCreditsBatch(argument: _atelier_billing_v1_GetCreditsBatchRequest, callback: grpc.requestCallback<_atelier_billing_v1_GetCreditsBatchResponse__Output>): grpc.ClientUnaryCall;
  
  GetInvoice(argument: _atelier_billing_v1_GetInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetInvoiceResponse__Output>): grpc.ClientUnaryCall;
  GetInvoice(argument: _atelier_billing_v1_GetInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_GetInvoiceResponse__Output>): grpc.ClientUnaryCall;
  GetInvoice(argument: _atelier_billing_v1_GetInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetInvoiceResponse__Output>): grpc.ClientUnaryCall;
  GetInvoice(argument: _atelier_billing_v1_GetInvoiceRequest, callback: grpc.requestCallback<_atelier_billing_v1_GetInvoiceResponse__Output>): grpc.ClientUnaryCall;
  getInvoice(argument: _atelier_billing_v1_GetInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetInvoiceResponse__Output>): grpc.ClientUnaryCall;
  getInvoice(argument: _atelier_billing_v1_GetInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_GetInvoiceResponse__Output>): grpc.ClientUnaryCall;
  getInvoice(argument: _atelier_billing_v1_GetInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_GetInvoiceResponse__Output>): grpc.ClientUnaryCall;
  getInvoice(argument: _atelier_billing_v1_GetInvoiceRequest, callback: grpc.requestCallback<_atelier_billing_v1_GetInvoiceResponse__Output>): grpc.ClientUnaryCall;
  
  HandleWebhook(argument: _atelier_billing_v1_HandleWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleWebhook(argument: _atelier_billing_v1_HandleWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleWebhook(argument: _atelier_billing_v1_HandleWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleWebhook(argument: _atelier_billing_v1_HandleWebhookRequest, callback: grpc.requestCallback<_atelier_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _atelier_billing_v1_HandleWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _atelier_billing_v1_HandleWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _atelier_billing_v1_HandleWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _atelier_billing_v1_HandleWebhookRequest, callback: grpc.requestCallback<_atelier_billing_v1_HandleWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  Hold(argument: _atelier_billing_v1_HoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  Hold(argument: _atelier_billing_v1_HoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  Hold(argument: _atelier_billing_v1_HoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  Hold(argument: _atelier_billing_v1_HoldRequest, callback: grpc.requestCallback<_atelier_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  hold(argument: _atelier_billing_v1_HoldRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  hold(argument: _atelier_billing_v1_HoldRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  hold(argument: _atelier_billing_v1_HoldRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  hold(argument: _atelier_billing_v1_HoldRequest, callback: grpc.requestCallback<_atelier_billing_v1_HoldResponse__Output>): grpc.ClientUnaryCall;
  
  ListCreditsBurn(argument: _atelier_billing_v1_ListPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListCreditsBurnResponse__Output>): grpc.ClientUnaryCall;
  ListCreditsBurn(argument: _atelier_billing_v1_ListPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_ListCreditsBurnResponse__Output>): grpc.ClientUnaryCall;
  ListCreditsBurn(argument: _atelier_billing_v1_ListPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListCreditsBurnResponse__Output>): grpc.ClientUnaryCall;
  ListCreditsBurn(argument: _atelier_billing_v1_ListPageRequest, callback: grpc.requestCallback<_atelier_billing_v1_ListCreditsBurnResponse__Output>): grpc.ClientUnaryCall;
  listCreditsBurn(argument: _atelier_billing_v1_ListPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListCreditsBurnResponse__Output>): grpc.ClientUnaryCall;
  listCreditsBurn(argument: _atelier_billing_v1_ListPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_ListCreditsBurnResponse__Output>): grpc.ClientUnaryCall;
  listCreditsBurn(argument: _atelier_billing_v1_ListPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListCreditsBurnResponse__Output>): grpc.ClientUnaryCall;
  listCreditsBurn(argument: _atelier_billing_v1_ListPageRequest, callback: grpc.requestCallback<_atelier_billing_v1_ListCreditsBurnResponse__Output>): grpc.ClientUnaryCall;
  
  ListPlans(argument: _atelier_billing_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _atelier_billing_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _atelier_billing_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _atelier_billing_v1_ListPlansRequest, callback: grpc.requestCallback<_atelier_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _atelier_billing_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _atelier_billing_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _atelier_billing_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _atelier_billing_v1_ListPlansRequest, callback: grpc.requestCallback<_atelier_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  
  ListTransactions(argument: _atelier_billing_v1_ListPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListTransactionsResponse__Output>): grpc.ClientUnaryCall;
  ListTransactions(argument: _atelier_billing_v1_ListPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_ListTransactionsResponse__Output>): grpc.ClientUnaryCall;
  ListTransactions(argument: _atelier_billing_v1_ListPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListTransactionsResponse__Output>): grpc.ClientUnaryCall;
  ListTransactions(argument: _atelier_billing_v1_ListPageRequest, callback: grpc.requestCallback<_atelier_billing_v1_ListTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listTransactions(argument: _atelier_billing_v1_ListPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listTransactions(argument: _atelier_billing_v1_ListPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_ListTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listTransactions(argument: _atelier_billing_v1_ListPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_ListTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listTransactions(argument: _atelier_billing_v1_ListPageRequest, callback: grpc.requestCallback<_atelier_billing_v1_ListTransactionsResponse__Output>): grpc.ClientUnaryCall;
  
  Release(argument: _atelier_billing_v1_SettleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  Release(argument: _atelier_billing_v1_SettleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  Release(argument: _atelier_billing_v1_SettleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  Release(argument: _atelier_billing_v1_SettleRequest, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  release(argument: _atelier_billing_v1_SettleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  release(argument: _atelier_billing_v1_SettleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  release(argument: _atelier_billing_v1_SettleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  release(argument: _atelier_billing_v1_SettleRequest, callback: grpc.requestCallback<_atelier_billing_v1_SettleResponse__Output>): grpc.ClientUnaryCall;
  
  SetSubscription(argument: _atelier_billing_v1_SetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  SetSubscription(argument: _atelier_billing_v1_SetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  SetSubscription(argument: _atelier_billing_v1_SetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  SetSubscription(argument: _atelier_billing_v1_SetSubscriptionRequest, callback: grpc.requestCallback<_atelier_billing_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  setSubscription(argument: _atelier_billing_v1_SetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  setSubscription(argument: _atelier_billing_v1_SetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  setSubscription(argument: _atelier_billing_v1_SetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  setSubscription(argument: _atelier_billing_v1_SetSubscriptionRequest, callback: grpc.requestCallback<_atelier_billing_v1_SetSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  
  UpdatePlan(argument: _atelier_billing_v1_UpdatePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  UpdatePlan(argument: _atelier_billing_v1_UpdatePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  UpdatePlan(argument: _atelier_billing_v1_UpdatePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  UpdatePlan(argument: _atelier_billing_v1_UpdatePlanRequest, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _atelier_billing_v1_UpdatePlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _atelier_billing_v1_UpdatePlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _atelier_billing_v1_UpdatePlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  updatePlan(argument: _atelier_billing_v1_UpdatePlanRequest, callback: grpc.requestCallback<_atelier_billing_v1_PlanResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyPayment(argument: _atelier_billing_v1_VerifyPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_VerifyPaymentResponse__Output>): grpc.ClientUnaryCall;
  VerifyPayment(argument: _atelier_billing_v1_VerifyPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_VerifyPaymentResponse__Output>): grpc.ClientUnaryCall;
  VerifyPayment(argument: _atelier_billing_v1_VerifyPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_VerifyPaymentResponse__Output>): grpc.ClientUnaryCall;
  VerifyPayment(argument: _atelier_billing_v1_VerifyPaymentRequest, callback: grpc.requestCallback<_atelier_billing_v1_VerifyPaymentResponse__Output>): grpc.ClientUnaryCall;
  verifyPayment(argument: _atelier_billing_v1_VerifyPaymentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_VerifyPaymentResponse__Output>): grpc.ClientUnaryCall;
  verifyPayment(argument: _atelier_billing_v1_VerifyPaymentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_atelier_billing_v1_VerifyPaymentResponse__Output>): grpc.ClientUnaryCall;
  verifyPayment(argument: _atelier_billing_v1_VerifyPaymentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_atelier_billing_v1_VerifyPaymentResponse__Output>): grpc.ClientUnaryCall;
  verifyPayment(argument: _atelier_billing_v1_VerifyPaymentRequest, callback: grpc.requestCallback<_atelier_billing_v1_VerifyPaymentResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingServiceHandlers extends grpc.UntypedServiceImplementation {
  AdjustCredits: grpc.handleUnaryCall<_atelier_billing_v1_AdjustCreditsRequest__Output, _atelier_billing_v1_AdjustCreditsResponse>;
  
  Capture: grpc.handleUnaryCall<_atelier_billing_v1_SettleRequest__Output, _atelier_billing_v1_SettleResponse>;
  
  CreateOrder: grpc.handleUnaryCall<_atelier_billing_v1_CreateOrderRequest__Output, _atelier_billing_v1_CreateOrderResponse>;
  
  CreatePlan: grpc.handleUnaryCall<_atelier_billing_v1_PlanInput__Output, _atelier_billing_v1_PlanResponse>;
  
  DeletePlan: grpc.handleUnaryCall<_atelier_billing_v1_DeletePlanRequest__Output, _atelier_billing_v1_DeletePlanResponse>;
  
  GetCredits: grpc.handleUnaryCall<_atelier_billing_v1_GetCreditsRequest__Output, _atelier_billing_v1_GetCreditsResponse>;
  
  GetCreditsBatch: grpc.handleUnaryCall<_atelier_billing_v1_GetCreditsBatchRequest__Output, _atelier_billing_v1_GetCreditsBatchResponse>;
  
  GetInvoice: grpc.handleUnaryCall<_atelier_billing_v1_GetInvoiceRequest__Output, _atelier_billing_v1_GetInvoiceResponse>;
  
  HandleWebhook: grpc.handleUnaryCall<_atelier_billing_v1_HandleWebhookRequest__Output, _atelier_billing_v1_HandleWebhookResponse>;
  
  Hold: grpc.handleUnaryCall<_atelier_billing_v1_HoldRequest__Output, _atelier_billing_v1_HoldResponse>;
  
  ListCreditsBurn: grpc.handleUnaryCall<_atelier_billing_v1_ListPageRequest__Output, _atelier_billing_v1_ListCreditsBurnResponse>;
  
  ListPlans: grpc.handleUnaryCall<_atelier_billing_v1_ListPlansRequest__Output, _atelier_billing_v1_ListPlansResponse>;
  
  ListTransactions: grpc.handleUnaryCall<_atelier_billing_v1_ListPageRequest__Output, _atelier_billing_v1_ListTransactionsResponse>;
  
  Release: grpc.handleUnaryCall<_atelier_billing_v1_SettleRequest__Output, _atelier_billing_v1_SettleResponse>;
  
  SetSubscription: grpc.handleUnaryCall<_atelier_billing_v1_SetSubscriptionRequest__Output, _atelier_billing_v1_SetSubscriptionResponse>;
  
  UpdatePlan: grpc.handleUnaryCall<_atelier_billing_v1_UpdatePlanRequest__Output, _atelier_billing_v1_PlanResponse>;
  
  VerifyPayment: grpc.handleUnaryCall<_atelier_billing_v1_VerifyPaymentRequest__Output, _atelier_billing_v1_VerifyPaymentResponse>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  AdjustCredits: MethodDefinition<_atelier_billing_v1_AdjustCreditsRequest, _atelier_billing_v1_AdjustCreditsResponse, _atelier_billing_v1_AdjustCreditsRequest__Output, _atelier_billing_v1_AdjustCreditsResponse__Output>
  Capture: MethodDefinition<_atelier_billing_v1_SettleRequest, _atelier_billing_v1_SettleResponse, _atelier_billing_v1_SettleRequest__Output, _atelier_billing_v1_SettleResponse__Output>
  CreateOrder: MethodDefinition<_atelier_billing_v1_CreateOrderRequest, _atelier_billing_v1_CreateOrderResponse, _atelier_billing_v1_CreateOrderRequest__Output, _atelier_billing_v1_CreateOrderResponse__Output>
  CreatePlan: MethodDefinition<_atelier_billing_v1_PlanInput, _atelier_billing_v1_PlanResponse, _atelier_billing_v1_PlanInput__Output, _atelier_billing_v1_PlanResponse__Output>
  DeletePlan: MethodDefinition<_atelier_billing_v1_DeletePlanRequest, _atelier_billing_v1_DeletePlanResponse, _atelier_billing_v1_DeletePlanRequest__Output, _atelier_billing_v1_DeletePlanResponse__Output>
  GetCredits: MethodDefinition<_atelier_billing_v1_GetCreditsRequest, _atelier_billing_v1_GetCreditsResponse, _atelier_billing_v1_GetCreditsRequest__Output, _atelier_billing_v1_GetCreditsResponse__Output>
  GetCreditsBatch: MethodDefinition<_atelier_billing_v1_GetCreditsBatchRequest, _atelier_billing_v1_GetCreditsBatchResponse, _atelier_billing_v1_GetCreditsBatchRequest__Output, _atelier_billing_v1_GetCreditsBatchResponse__Output>
  GetInvoice: MethodDefinition<_atelier_billing_v1_GetInvoiceRequest, _atelier_billing_v1_GetInvoiceResponse, _atelier_billing_v1_GetInvoiceRequest__Output, _atelier_billing_v1_GetInvoiceResponse__Output>
  HandleWebhook: MethodDefinition<_atelier_billing_v1_HandleWebhookRequest, _atelier_billing_v1_HandleWebhookResponse, _atelier_billing_v1_HandleWebhookRequest__Output, _atelier_billing_v1_HandleWebhookResponse__Output>
  Hold: MethodDefinition<_atelier_billing_v1_HoldRequest, _atelier_billing_v1_HoldResponse, _atelier_billing_v1_HoldRequest__Output, _atelier_billing_v1_HoldResponse__Output>
  ListCreditsBurn: MethodDefinition<_atelier_billing_v1_ListPageRequest, _atelier_billing_v1_ListCreditsBurnResponse, _atelier_billing_v1_ListPageRequest__Output, _atelier_billing_v1_ListCreditsBurnResponse__Output>
  ListPlans: MethodDefinition<_atelier_billing_v1_ListPlansRequest, _atelier_billing_v1_ListPlansResponse, _atelier_billing_v1_ListPlansRequest__Output, _atelier_billing_v1_ListPlansResponse__Output>
  ListTransactions: MethodDefinition<_atelier_billing_v1_ListPageRequest, _atelier_billing_v1_ListTransactionsResponse, _atelier_billing_v1_ListPageRequest__Output, _atelier_billing_v1_ListTransactionsResponse__Output>
  Release: MethodDefinition<_atelier_billing_v1_SettleRequest, _atelier_billing_v1_SettleResponse, _atelier_billing_v1_SettleRequest__Output, _atelier_billing_v1_SettleResponse__Output>
  SetSubscription: MethodDefinition<_atelier_billing_v1_SetSubscriptionRequest, _atelier_billing_v1_SetSubscriptionResponse, _atelier_billing_v1_SetSubscriptionRequest__Output, _atelier_billing_v1_SetSubscriptionResponse__Output>
  UpdatePlan: MethodDefinition<_atelier_billing_v1_UpdatePlanRequest, _atelier_billing_v1_PlanResponse, _atelier_billing_v1_UpdatePlanRequest__Output, _atelier_billing_v1_PlanResponse__Output>
  VerifyPayment: MethodDefinition<_atelier_billing_v1_VerifyPaymentRequest, _atelier_billing_v1_VerifyPaymentResponse, _atelier_billing_v1_VerifyPaymentRequest__Output, _atelier_billing_v1_VerifyPaymentResponse__Output>
}
