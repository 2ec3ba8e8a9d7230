// Original file: atelier/identity/v1/identity_service.proto


export interface ResendPasswordResetCodeResponse {
}

export interface ResendPasswordResetCodeResponse__Output {
}
