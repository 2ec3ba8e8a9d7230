// Original file: atelier/identity/v1/identity_service.proto


export interface UpdatePasswordResponse {
}

export interface UpdatePasswordResponse__Output {
}
