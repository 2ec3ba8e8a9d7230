// Original file: atelier/imaging/v1/imaging_service.proto


export interface DeleteModelResponse {
}

export interface DeleteModelResponse__Output {
}
