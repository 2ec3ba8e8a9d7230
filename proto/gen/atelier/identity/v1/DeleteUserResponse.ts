// Original file: atelier/identity/v1/identity_service.proto


export interface DeleteUserResponse {
}

export interface DeleteUserResponse__Output {
}
