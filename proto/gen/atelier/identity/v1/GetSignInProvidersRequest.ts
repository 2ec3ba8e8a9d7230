// Original file: atelier/identity/v1/identity_service.proto


export interface GetSignInProvidersRequest {
}

export interface GetSignInProvidersRequest__Output {
}
