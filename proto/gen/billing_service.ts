import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AdjustCreditsRequest as _atelier_billing_v1_AdjustCreditsRequest, AdjustCreditsRequest__Output as _atelier_billing_v1_AdjustCreditsRequest__Output } from './atelier/billing/v1/AdjustCreditsRequest';
import type { AdjustCreditsResponse as _atelier_billing_v1_AdjustCreditsResponse, AdjustCreditsResponse__Output as _atelier_billing_v1_AdjustCreditsResponse__Output } from './atelier/billing/v1/AdjustCreditsResponse';
import type { BillingServiceClient as _atelier_billing_v1_BillingServiceClient, BillingServiceDefinition as _atelier_billing_v1_BillingServiceDefinition } from './atelier/billing/v1/BillingService';
import type { CreateOrderRequest as _atelier_billing_v1_CreateOrderRequest, CreateOrderRequest__Output as _atelier_billing_v1_CreateOrderRequest__Output } from './atelier/billing/v1/CreateOrderRequest';
import type { CreateOrderResponse as _atelier_billing_v1_CreateOrderResponse, CreateOrderResponse__Output as _atelier_billing_v1_CreateOrderResponse__Output } from './atelier/billing/v1/CreateOrderResponse';
import type { DeletePlanRequest as _atelier_billing_v1_DeletePlanRequest, DeletePlanRequest__Output as _atelier_billing_v1_DeletePlanRequest__Output } from './atelier/billing/v1/DeletePlanRequest';
import type { DeletePlanResponse as _atelier_billing_v1_DeletePlanResponse, DeletePlanResponse__Output as _atelier_billing_v1_DeletePlanResponse__Output } from './atelier/billing/v1/DeletePlanResponse';
import type { GetCreditsBatchRequest as _atelier_billing_v1_GetCreditsBatchRequest, GetCreditsBatchRequest__Output as _atelier_billing_v1_GetCreditsBatchRequest__Output } from './atelier/billing/v1/GetCreditsBatchRequest';
import type { GetCreditsBatchResponse as _atelier_billing_v1_GetCreditsBatchResponse, GetCreditsBatchResponse__Output as _atelier_billing_v1_GetCreditsBatchResponse__Output } from './atelier/billing/v1/GetCreditsBatchResponse';
import type { GetCreditsRequest as _atelier_billing_v1_GetCreditsRequest, GetCreditsRequest__Output as _atelier_billing_v1_GetCreditsRequest__Output } from './atelier/billing/v1/GetCreditsRequest';
import type { GetCreditsResponse as _atelier_billing_v1_GetCreditsResponse, GetCreditsResponse__Output as _atelier_billing_v1_GetCreditsResponse__Output } from './atelier/billing/v1/GetCreditsResponse';
import type { GetInvoiceRequest as _atelier_billing_v1_GetInvoiceRequest, GetInvoiceRequest__Output as _atelier_billing_v1_GetInvoiceRequest__Output } from './atelier/billing/v1/GetInvoiceRequest';
import type { GetInvoiceResponse as _atelier_billing_v1_GetInvoiceResponse, GetInvoiceResponse__Output as _atelier_billing_v1_GetInvoiceResponse__Output } from './atelier/billing/v1/GetInvoiceResponse';
import type { HandleWebhookRequest as _atelier_billing_v1_HandleWebhookRequest, HandleWebhookRequest__Output as _atelier_billing_v1_HandleWebhookRequest__Output } from './atelier/billing/v1/HandleWebhookRequest';
import type { HandleWebhookResponse as _atelier_billing_v1_HandleWebhookResponse, HandleWebhookResponse__Output as _atelier_billing_v1_HandleWebhookResponse__Output } from './atelier/billing/v1/HandleWebhookResponse';
import type { HoldRequest as _atelier_billing_v1_HoldRequest, HoldRequest__Output as _atelier_billing_v1_HoldRequest__Output } from './atelier/billing/v1/HoldRequest';
import type { HoldResponse as _atelier_billing_v1_HoldResponse, HoldResponse__Output as _atelier_billing_v1_HoldResponse__Output } from './atelier/billing/v1/HoldResponse';
import type { LedgerRow as _atelier_billing_v1_LedgerRow, LedgerRow__Output as _atelier_billing_v1_LedgerRow__Output } from './atelier/billing/v1/LedgerRow';
import type { ListCreditsBurnResponse as _atelier_billing_v1_ListCreditsBurnResponse, ListCreditsBurnResponse__Output as _atelier_billing_v1_ListCreditsBurnResponse__Output } from './atelier/billing/v1/ListCreditsBurnResponse';
import type { ListPageRequest as _atelier_billing_v1_ListPageRequest, ListPageRequest__Output as _atelier_billing_v1_ListPageRequest__Output } from './atelier/billing/v1/ListPageRequest';
import type { ListPlansRequest as _atelier_billing_v1_ListPlansRequest, ListPlansRequest__Output as _atelier_billing_v1_ListPlansRequest__Output } from './atelier/billing/v1/ListPlansRequest';
import type { ListPlansResponse as _atelier_billing_v1_ListPlansResponse, ListPlansResponse__Output as _atelier_billing_v1_ListPlansResponse__Output } from './atelier/billing/v1/ListPlansResponse';
import type { ListTransactionsResponse as _atelier_billing_v1_ListTransactionsResponse, ListTransactionsResponse__Output as _atelier_billing_v1_ListTransactionsResponse__Output } from './atelier/billing/v1/ListTransactionsResponse';
import type { Plan as _atelier_billing_v1_Plan, Plan__Output as _atelier_billing_v1_Plan__Output } from './atelier/billing/v1/Plan';
import type { PlanInput as _atelier_billing_v1_PlanInput, PlanInput__Output as _atelier_billing_v1_PlanInput__Output } from './atelier/billing/v1/PlanInput';
import type { PlanResponse as _atelier_billing_v1_PlanResponse, PlanResponse__Output as _atelier_billing_v1_PlanResponse__Output } from './atelier/billing/v1/PlanResponse';
import type { SetSubscriptionRequest as _atelier_billing_v1_SetSubscriptionRequest, SetSubscriptionRequest__Output as _atelier_billing_v1_SetSubscriptionRequest__Output } from './atelier/billing/v1/SetSubscriptionRequest';
import type { SetSubscriptionResponse as _atelier_billing_v1_SetSubscriptionResponse, SetSubscriptionResponse__Output as _atelier_billing_v1_SetSubscriptionResponse__Output } from './atelier/billing/v1/SetSubscriptionResponse';
import type { SettleRequest as _atelier_billing_v1_SettleRequest, SettleRequest__Output as _atelier_billing_v1_SettleRequest__Output } from './atelier/billing/v1/SettleRequest';
import type { SettleResponse as _atelier_billing_v1_SettleResponse, SettleResponse__Output as _atelier_billing_v1_SettleResponse__Output } from './atelier/billing/v1/SettleResponse';
import type { Transaction as _atelier_billing_v1_Transaction, Transaction__Output as _atelier_billing_v1_Transaction__Output } from './atelier/billing/v1/Transaction';
import type { UpdatePlanRequest as _atelier_billing_v1_UpdatePlanRequest, UpdatePlanRequest__Output as _atelier_billing_v1_UpdatePlanRequest__Output } from './atelier/billing/v1/UpdatePlanRequest';
import type { VerifyPaymentRequest as _atelier_billing_v1_VerifyPaymentRequest, VerifyPaymentRequest__Output as _atelier_billing_v1_VerifyPaymentRequest__Output } from './atelier/billing/v1/VerifyPaymentRequest';
import type { VerifyPaymentResponse as _atelier_billing_v1_VerifyPaymentResponse, VerifyPaymentResponse__Output as _atelier_billing_v1_VerifyPaymentResponse__Output } from './atelier/billing/v1/VerifyPaymentResponse';
import type { Wallet as _atelier_billing_v1_Wallet, Wallet__Output as _atelier_billing_v1_Wallet__Output } from './atelier/billing/v1/Wallet';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  atelier: {
    billing: {
      v1: {
        AdjustCreditsRequest: MessageTypeDefinition<_atelier_billing_v1_AdjustCreditsRequest, _atelier_billing_v1_AdjustCreditsRequest__Output>
        AdjustCreditsResponse: MessageTypeDefinition<_atelier_billing_v1_AdjustCreditsResponse, _atelier_billing_v1_AdjustCreditsResponse__Output>
        BillingService: SubtypeConstructor<typeof grpc.Client, _atelier_billing_v1_BillingServiceClient> & { service: _atelier_billing_v1_BillingServiceDefinition }
        CreateOrderRequest: MessageTypeDefinition<_atelier_billing_v1_CreateOrderRequest, _atelier_billing_v1_CreateOrderRequest__Output>
        CreateOrderResponse: MessageTypeDefinition<_atelier_billing_v1_CreateOrderResponse, _atelier_billing_v1_CreateOrderResponse__Output>
        DeletePlanRequest: MessageTypeDefinition<_atelier_billing_v1_DeletePlanRequest, _atelier_billing_v1_DeletePlanRequest__Output>
        DeletePlanResponse: MessageTypeDefinition<_atelier_billing_v1_DeletePlanResponse, _atelier_billing_v1_DeletePlanResponse__Output>
        GetCreditsBatchRequest: MessageTypeDefinition<_atelier_billing_v1_GetCreditsBatchRequest, _atelier_billing_v1_GetCreditsBatchRequest__Output>
        GetCreditsBatchResponse: MessageTypeDefinition<_atelier_billing_v1_GetCreditsBatchResponse, _atelier_billing_v1_GetCreditsBatchResponse__Output>
        GetCreditsRequest: MessageTypeDefinition<_atelier_billing_v1_GetCreditsRequest, _atelier_billing_v1_GetCreditsRequest__Output>
        GetCreditsResponse: MessageTypeDefinition<_atelier_billing_v1_GetCreditsResponse, _atelier_billing_v1_GetCreditsResponse__Output>
        GetInvoiceRequest: MessageTypeDefinition<_atelier_billing_v1_GetInvoiceRequest, _atelier_billing_v1_GetInvoiceRequest__Output>
        GetInvoiceResponse: MessageTypeDefinition<_atelier_billing_v1_GetInvoiceResponse, _atelier_billing_v1_GetInvoiceResponse__Output>
        HandleWebhookRequest: MessageTypeDefinition<_atelier_billing_v1_HandleWebhookRequest, _atelier_billing_v1_HandleWebhookRequest__Output>
        HandleWebhookResponse: MessageTypeDefinition<_atelier_billing_v1_HandleWebhookResponse, _atelier_billing_v1_HandleWebhookResponse__Output>
        HoldRequest: MessageTypeDefinition<_atelier_billing_v1_HoldRequest, _atelier_billing_v1_HoldRequest__Output>
        HoldResponse: MessageTypeDefinition<_atelier_billing_v1_HoldResponse, _atelier_billing_v1_HoldResponse__Output>
        LedgerRow: MessageTypeDefinition<_atelier_billing_v1_LedgerRow, _atelier_billing_v1_LedgerRow__Output>
        ListCreditsBurnResponse: MessageTypeDefinition<_atelier_billing_v1_ListCreditsBurnResponse, _atelier_billing_v1_ListCreditsBurnResponse__Output>
        ListPageRequest: MessageTypeDefinition<_atelier_billing_v1_ListPageRequest, _atelier_billing_v1_ListPageRequest__Output>
        ListPlansRequest: MessageTypeDefinition<_atelier_billing_v1_ListPlansRequest, _atelier_billing_v1_ListPlansRequest__Output>
        ListPlansResponse: MessageTypeDefinition<_atelier_billing_v1_ListPlansResponse, _atelier_billing_v1_ListPlansResponse__Output>
        ListTransactionsResponse: MessageTypeDefinition<_atelier_billing_v1_ListTransactionsResponse, _atelier_billing_v1_ListTransactionsResponse__Output>
        Plan: MessageTypeDefinition<_atelier_billing_v1_Plan, _atelier_billing_v1_Plan__Output>
        PlanInput: MessageTypeDefinition<_atelier_billing_v1_PlanInput, _atelier_billing_v1_PlanInput__Output>
        PlanResponse: MessageTypeDefinition<_atelier_billing_v1_PlanResponse, _atelier_billing_v1_PlanResponse__Output>
        SetSubscriptionRequest: MessageTypeDefinition<_atelier_billing_v1_SetSubscriptionRequest, _atelier_billing_v1_SetSubscriptionRequest__Output>
        SetSubscriptionResponse: MessageTypeDefinition<_atelier_billing_v1_SetSubscriptionResponse, _atelier_billing_v1_SetSubscriptionResponse__Output>
        SettleRequest: MessageTypeDefinition<_atelier_billing_v1_SettleRequest, _atelier_billing_v1_SettleRequest__Output>
        SettleResponse: MessageTypeDefinition<_atelier_billing_v1_SettleResponse, _atelier_billing_v1_SettleResponse__Output>
        Transaction: MessageTypeDefinition<_atelier_billing_v1_Transaction, _atelier_billing_v1_Transaction__Output>
        UpdatePlanRequest: MessageTypeDefinition<_atelier_billing_v1_UpdatePlanRequest, _atelier_billing_v1_UpdatePlanRequest__Output>
        VerifyPaymentRequest: MessageTypeDefinition<_atelier_billing_v1_VerifyPaymentRequest, _atelier_billing_v1_VerifyPaymentRequest__Output>
        VerifyPaymentResponse: MessageTypeDefinition<_atelier_billing_v1_VerifyPaymentResponse, _atelier_billing_v1_VerifyPaymentResponse__Output>
        Wallet: MessageTypeDefinition<_atelier_billing_v1_Wallet, _atelier_billing_v1_Wallet__Output>
      }
    }
  }
}

