// Original file: atelier/identity/v1/identity_service.proto


export interface RevokeSessionResponse {
}

export interface RevokeSessionResponse__Output {
}
