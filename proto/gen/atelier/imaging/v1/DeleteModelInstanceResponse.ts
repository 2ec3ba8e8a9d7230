// Original file: atelier/imaging/v1/imaging_service.proto


export interface DeleteModelInstanceResponse {
}

export interface DeleteModelInstanceResponse__Output {
}
