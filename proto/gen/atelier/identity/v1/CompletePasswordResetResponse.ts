// Original file: atelier/identity/v1/identity_service.proto


export interface CompletePasswordResetResponse {
}

export interface CompletePasswordResetResponse__Output {
}
