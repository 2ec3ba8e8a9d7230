// Original file: atelier/identity/v1/identity_service.proto


export interface ResendRegistrationCodeResponse {
}

export interface ResendRegistrationCodeResponse__Output {
}
