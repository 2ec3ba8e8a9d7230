// Original file: atelier/identity/v1/identity_service.proto


export interface StartRegistrationResponse {
}

export interface StartRegistrationResponse__Output {
}
