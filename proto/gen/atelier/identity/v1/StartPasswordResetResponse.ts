// Original file: atelier/identity/v1/identity_service.proto


export interface StartPasswordResetResponse {
}

export interface StartPasswordResetResponse__Output {
}
